import React, {
  useId,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import {docsVersion} from '@site/src/lib/version';
import CodeBlock from '@theme/CodeBlock';
import {
  defaultDataDir,
  isDocker,
  parseChoices,
  parseField,
  serializeChoices,
  type DeployChoices,
  type Proxy,
  type RunMode,
} from '@site/src/lib/deploy/choices';
import {
  generateDeployment,
  type GeneratedFile,
} from '@site/src/lib/deploy/generate';
import styles from './styles.module.css';

type Update = <K extends keyof DeployChoices>(
  key: K,
  value: DeployChoices[K],
) => void;

const RUN_LABELS: Record<RunMode, string> = {
  compose: translate({id: 'deploy.run.compose', message: 'Docker Compose'}),
  'docker-run': translate({id: 'deploy.run.dockerRun', message: 'docker run'}),
  systemd: translate({
    id: 'deploy.run.systemd',
    message: 'Binary with systemd (Linux)',
  }),
  windows: translate({
    id: 'deploy.run.windows',
    message: 'Binary on Windows (scheduled task)',
  }),
};

const PROXY_LABELS: Record<Proxy, string> = {
  nginx: 'nginx',
  caddy: 'Caddy',
  apache: 'Apache',
  none: translate({id: 'deploy.proxy.none', message: 'No reverse proxy'}),
};

function Radios<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: ReactNode;
  name: string;
  value: T;
  options: Record<T, string>;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {(Object.keys(options) as T[]).map((option) => (
        <label key={option} className={styles.choice}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {options[option]}
        </label>
      ))}
    </fieldset>
  );
}

function Check({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className={styles.choice}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {children}
    </label>
  );
}

/**
 * A text field bound to one choice: it keeps what the reader types, and
 * passes it on only when it is a valid value (else it says so).
 */
function TextField({
  field,
  label,
  hint,
  choices,
  update,
  inputMode,
  placeholder,
}: {
  field:
    | 'dataDir'
    | 'port'
    | 'uid'
    | 'gid'
    | 'tz'
    | 'domain'
    | 'subPath'
    | 'maxUploadMb';
  label: ReactNode;
  hint?: ReactNode;
  choices: DeployChoices;
  update: Update;
  inputMode?: 'numeric';
  placeholder?: string;
}) {
  const id = useId();
  const value = choices[field];
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  // Follow changes from elsewhere (the address bar), not the reader's own
  // typing: '/openlist' and 'openlist' are the same value.
  if (shown !== value) {
    setShown(value);
    if (parseField(field, text) !== value) setText(String(value));
  }
  const valid = parseField(field, text) !== undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={text}
        inputMode={inputMode}
        placeholder={placeholder}
        aria-invalid={!valid}
        aria-describedby={hint || !valid ? `${id}-hint` : undefined}
        onChange={(event) => {
          const raw = event.target.value;
          setText(raw);
          const parsed = parseField(field, raw);
          if (parsed !== undefined) update(field, parsed);
        }}
      />
      {hint || !valid ? (
        <small id={`${id}-hint`} className={valid ? styles.hint : styles.error}>
          {valid ? (
            hint
          ) : (
            <Translate id="deploy.invalid">
              Not a valid value; the files keep the last valid one.
            </Translate>
          )}
        </small>
      ) : null}
    </div>
  );
}

/** Fired after the helper rewrites the query string (replaceState fires nothing). */
const SEARCH_CHANGED = 'deploy-helper:search';

function subscribeToSearch(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(SEARCH_CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(SEARCH_CHANGED, onChange);
  };
}

const readSearch = () => window.location.search;

function download(file: GeneratedFile) {
  const blob = new Blob([file.content], {type: 'text/plain;charset=utf-8'});
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

function Output({file}: {file: GeneratedFile}) {
  return (
    <section className={styles.output} aria-label={file.filename}>
      <div className={styles.outputHead}>
        <Heading as="h3" className={styles.filename}>
          {file.filename}
        </Heading>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => download(file)}>
          <Translate id="deploy.download" values={{file: file.filename}}>
            {'Download {file}'}
          </Translate>
        </button>
      </div>
      <CodeBlock language={file.language}>{file.content}</CodeBlock>
      {file.notes ? (
        <dl className={styles.notes}>
          {file.notes.map(({key, text}) => (
            <React.Fragment key={key}>
              <dt>
                <code>{key}</code>
              </dt>
              <dd>{text}</dd>
            </React.Fragment>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

/**
 * The deploy helper: a few choices, and the files that run OpenList that
 * way — written live, in the reader's language, from the same data as the
 * installation pages. The choices live in the address bar.
 */
export default function DeployHelper() {
  const {i18n} = useDocusaurusContext();
  // The choices are the address bar's: the static page (and hydration)
  // shows the defaults, the browser then reads the real query string.
  const search = useSyncExternalStore(subscribeToSearch, readSearch, () => '');
  const choices = useMemo(() => parseChoices(search), [search]);
  const [copied, setCopied] = useState(false);

  const update: Update = (key, value) => {
    const next = {...parseChoices(window.location.search), [key]: value};
    const url = `${window.location.pathname}${serializeChoices(next)}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
    window.dispatchEvent(new Event(SEARCH_CHANGED));
  };

  // A pinned image tag names the release of the docs version being read.
  const {activeVersion} = useActiveDocContext(undefined);
  const release = docsVersion(activeVersion?.name).tag;
  const files = useMemo(
    () => generateDeployment(choices, i18n.currentLocale, release),
    [choices, i18n.currentLocale, release],
  );
  const docker = isDocker(choices.run);

  return (
    <div className={styles.helper}>
      <div
        className={styles.form}
        role="group"
        aria-label={translate({id: 'deploy.choices', message: 'Your choices'})}>
        <Radios
          legend={
            <Translate id="deploy.run.legend">How OpenList runs</Translate>
          }
          name="run"
          value={choices.run}
          options={RUN_LABELS}
          onChange={(value) => update('run', value)}
        />
        {docker ? (
          <fieldset className={styles.group}>
            <legend>
              <Translate id="deploy.image.legend">Image</Translate>
            </legend>
            <Check checked={choices.aria2} onChange={(v) => update('aria2', v)}>
              <Translate id="deploy.image.aria2">
                Bundle aria2 for offline downloads
              </Translate>
            </Check>
            <Check
              checked={choices.ffmpeg}
              onChange={(v) => update('ffmpeg', v)}>
              <Translate id="deploy.image.ffmpeg">
                Bundle FFmpeg for video thumbnails
              </Translate>
            </Check>
            <Check checked={choices.lite} onChange={(v) => update('lite', v)}>
              <Translate id="deploy.image.lite">Lite web interface</Translate>
            </Check>
            <Radios
              legend={<Translate id="deploy.tag.legend">Tag</Translate>}
              name="tag"
              value={choices.tag}
              options={{
                release: translate({
                  id: 'deploy.tag.release',
                  message: 'This release (pinned)',
                }),
                latest: translate({
                  id: 'deploy.tag.latest',
                  message: 'latest (moves)',
                }),
              }}
              onChange={(value) => update('tag', value)}
            />
            <Radios
              legend={
                <Translate id="deploy.registry.legend">Registry</Translate>
              }
              name="registry"
              value={choices.registry}
              options={{
                dockerhub: 'Docker Hub',
                ghcr: 'GitHub Container Registry',
              }}
              onChange={(value) => update('registry', value)}
            />
          </fieldset>
        ) : null}
        <fieldset className={styles.group}>
          <legend>
            <Translate id="deploy.host.legend">This machine</Translate>
          </legend>
          <TextField
            field="dataDir"
            label={<Translate id="deploy.dataDir">Data folder</Translate>}
            placeholder={defaultDataDir(choices.run)}
            hint={
              <Translate
                id="deploy.dataDir.hint"
                values={{path: defaultDataDir(choices.run)}}>
                {'Empty: {path}'}
              </Translate>
            }
            choices={choices}
            update={update}
          />
          <TextField
            field="port"
            label={<Translate id="deploy.port">HTTP port</Translate>}
            inputMode="numeric"
            choices={choices}
            update={update}
          />
          {docker ? (
            <>
              <TextField
                field="uid"
                label={<Translate id="deploy.uid">User ID (UID)</Translate>}
                inputMode="numeric"
                choices={choices}
                update={update}
              />
              <TextField
                field="gid"
                label={<Translate id="deploy.gid">Group ID (GID)</Translate>}
                inputMode="numeric"
                choices={choices}
                update={update}
              />
              <TextField
                field="tz"
                label={<Translate id="deploy.tz">Time zone</Translate>}
                choices={choices}
                update={update}
              />
            </>
          ) : null}
          <Check checked={choices.https} onChange={(v) => update('https', v)}>
            <Translate id="deploy.https">HTTPS</Translate>
          </Check>
        </fieldset>
        <Radios
          legend={<Translate id="deploy.proxy.legend">Reverse proxy</Translate>}
          name="proxy"
          value={choices.proxy}
          options={PROXY_LABELS}
          onChange={(value) => update('proxy', value)}
        />
        <fieldset className={styles.group}>
          <legend>
            <Translate id="deploy.address.legend">Address</Translate>
          </legend>
          {choices.proxy !== 'none' ? (
            <TextField
              field="domain"
              label={<Translate id="deploy.domain">Domain</Translate>}
              choices={choices}
              update={update}
            />
          ) : null}
          <TextField
            field="subPath"
            label={<Translate id="deploy.subPath">Sub-path</Translate>}
            placeholder="/openlist"
            hint={
              <Translate id="deploy.subPath.hint">
                Empty: the site root
              </Translate>
            }
            choices={choices}
            update={update}
          />
          {choices.proxy !== 'none' ? (
            <>
              <TextField
                field="maxUploadMb"
                label={
                  <Translate id="deploy.upload">Largest upload (MiB)</Translate>
                }
                hint={
                  <Translate id="deploy.upload.hint">0: no limit</Translate>
                }
                inputMode="numeric"
                choices={choices}
                update={update}
              />
              <Check
                checked={choices.webdav}
                onChange={(v) => update('webdav', v)}>
                <Translate id="deploy.webdav">
                  WebDAV through the proxy
                </Translate>
              </Check>
            </>
          ) : null}
        </fieldset>
        <p className={styles.share}>
          <button
            type="button"
            className="button button--link"
            onClick={() => {
              void navigator.clipboard
                .writeText(window.location.href)
                .then(() => {
                  setCopied(true);
                  window.setTimeout(() => setCopied(false), 2000);
                });
            }}>
            <Translate id="deploy.share">
              Copy a link to these settings
            </Translate>
          </button>
          <span role="status" className={styles.copied}>
            {copied ? (
              <Translate id="deploy.share.copied">Link copied</Translate>
            ) : (
              ''
            )}
          </span>
        </p>
      </div>
      <div className={styles.outputs} aria-live="polite">
        {files.map((file) => (
          <Output key={file.id} file={file} />
        ))}
      </div>
    </div>
  );
}
