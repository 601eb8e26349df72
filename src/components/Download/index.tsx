import React, {useEffect, useId, useState} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useSiteConfig} from '@site/src/components/SiteConfig';
import releaseData from '@site/data/releases.json';
import {
  ANY,
  architectures,
  detectPlatform,
  directUrl,
  initialSelection,
  matchingAssets,
  operatingSystems,
  OS_LABELS,
  proxiedUrl,
  type ReleaseAsset,
  type ReleaseData,
} from '@site/src/lib/releases';
import styles from './styles.module.css';

const RELEASES: ReleaseData[] = [releaseData as ReleaseData];

interface NavigatorUAData {
  platform?: string;
  getHighEntropyValues?: (
    hints: string[],
  ) => Promise<{architecture?: string; bitness?: string}>;
}

/** The reader's platform, from userAgentData where the browser has it. */
async function readerPlatform(): Promise<{os: string; arch: string}> {
  const uaData = (navigator as Navigator & {userAgentData?: NavigatorUAData})
    .userAgentData;
  let extra: {architecture?: string; bitness?: string} = {};
  try {
    extra =
      (await uaData?.getHighEntropyValues?.(['architecture', 'bitness'])) ?? {};
  } catch {
    // Not allowed or not supported: fall back to the user agent string.
  }
  return detectPlatform({
    userAgent: navigator.userAgent,
    platform: uaData?.platform,
    ...extra,
  });
}

function Select({
  label,
  value,
  onChange,
  options,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: {value: string; label: string}[];
  testId: string;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function editionLabel(asset: ReleaseAsset): string {
  return asset.edition === 'lite'
    ? translate({id: 'download.edition.lite', message: 'lite web interface'})
    : translate({id: 'download.edition.standard', message: 'standard'});
}

/**
 * The download picker: choose operating system, CPU architecture and
 * version; every matching release file is listed with a direct link and an
 * accelerated link through the configured proxy. `data` replaces the
 * current release (data/releases.json) on an older docs version's page.
 */
export default function Download({data}: {data?: ReleaseData}) {
  const {site} = useSiteConfig();
  // An older docs version hands in the release it describes.
  const releases = data ? [data] : RELEASES;
  const [version, setVersion] = useState(releases[0]!.version);
  const release = releases.find((r) => r.version === version) ?? releases[0]!;
  // The server and the first render in the browser show the same concrete
  // default; after hydration the picker moves to the reader's platform, which
  // lists as many files as the default, so nothing below it moves.
  const [selection] = useState(() =>
    initialSelection(release.assets, {os: ANY, arch: ANY}),
  );
  const [os, setOs] = useState(selection.os);
  const [arch, setArch] = useState(selection.arch);

  useEffect(() => {
    let active = true;
    readerPlatform().then((platform) => {
      if (!active) return;
      const detected = initialSelection(release.assets, platform);
      setOs(detected.os);
      setArch(detected.arch);
    });
    return () => {
      active = false;
    };
    // Only once, for the release shown on load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const osOptions = operatingSystems(release.assets);
  const archOptions = architectures(release.assets);
  const files = matchingAssets(release.assets, {os, arch});
  const any = translate({id: 'download.any', message: 'Any'});

  return (
    <div className={styles.picker} data-testid="download-picker">
      <div className={styles.filters}>
        <Select
          label={translate({id: 'download.os', message: 'Operating system'})}
          value={os}
          onChange={setOs}
          testId="download-os"
          options={[
            {value: ANY, label: any},
            ...osOptions.map((value) => ({
              value,
              label: OS_LABELS[value] ?? value,
            })),
          ]}
        />
        <Select
          label={translate({id: 'download.arch', message: 'CPU architecture'})}
          value={arch}
          onChange={setArch}
          testId="download-arch"
          options={[
            {value: ANY, label: any},
            ...archOptions.map((value) => ({value, label: value})),
          ]}
        />
        <Select
          label={translate({id: 'download.version', message: 'Version'})}
          value={version}
          onChange={setVersion}
          testId="download-version"
          options={releases.map((r) => ({
            value: r.version,
            label: `${r.version} (${r.date})`,
          }))}
        />
      </div>
      <p className={styles.count} aria-live="polite">
        <Translate
          id="download.count"
          values={{count: files.length, total: release.assets.length}}>
          {'{count} of {total} release files'}
        </Translate>
      </p>
      {files.length === 0 ? (
        <p className={styles.empty} data-testid="download-empty">
          <Translate id="download.empty">
            No release file matches this operating system and architecture.
            Choose another combination, or build OpenList from source.
          </Translate>
        </p>
      ) : (
        <ul className={styles.files}>
          {files.map((asset) => {
            const url = directUrl(release, asset);
            return (
              <li
                key={asset.file}
                className={styles.file}
                data-testid="download-file">
                <div>
                  <code className={styles.name}>{asset.file}</code>
                  <p className={styles.meta}>
                    {OS_LABELS[asset.os] ?? asset.os} · {asset.arch} ·{' '}
                    {editionLabel(asset)}
                    {asset.note ? ` · ${asset.note}` : ''}
                  </p>
                </div>
                <div className={styles.links}>
                  <Link
                    className="button button--primary"
                    href={url}
                    data-kind="direct">
                    <Translate id="download.direct">Download</Translate>
                  </Link>
                  <Link
                    className="button button--secondary"
                    href={proxiedUrl(site.download.proxy, url)}
                    data-kind="proxy">
                    <Translate id="download.proxy">
                      Accelerated download
                    </Translate>
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p className={styles.next}>
        <span>
          <Translate
            id="download.docker"
            values={{
              link: (
                <Link to="/guide/installation/docker">
                  <Translate id="download.docker.link">
                    use the Docker image
                  </Translate>
                </Link>
              ),
            }}>
            {'Using Docker? No download needed: {link}.'}
          </Translate>
        </span>
        <Link
          to="/guide/quick-start#admin-password"
          className={styles.nextLink}
          data-testid="download-next">
          <Translate id="download.next">
            Next: first login and admin password →
          </Translate>
        </Link>
      </p>
    </div>
  );
}
