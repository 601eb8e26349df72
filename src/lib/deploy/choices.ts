/**
 * The reader's choices on the deploy helper page, their defaults and their
 * form in the address bar (so a set of choices can be shared and survives a
 * reload). Pure: no React, no browser.
 */

export const RUN_MODES = [
  'compose',
  'docker-run',
  'systemd',
  'windows',
] as const;
export type RunMode = (typeof RUN_MODES)[number];

export const PROXIES = ['nginx', 'caddy', 'apache', 'none'] as const;
export type Proxy = (typeof PROXIES)[number];

export const REGISTRIES = ['dockerhub', 'ghcr'] as const;
export type Registry = (typeof REGISTRIES)[number];

export const TAGS = ['release', 'latest'] as const;
export type Tag = (typeof TAGS)[number];

export interface DeployChoices {
  /** How OpenList runs: a container (Compose or `docker run`) or the binary. */
  run: RunMode;
  /** Image with FFmpeg (video thumbnails of Local storages). */
  ffmpeg: boolean;
  /** Image with aria2 (offline downloads bundled). */
  aria2: boolean;
  /** The images built with the lite web interface. */
  lite: boolean;
  /** The documented release's tag, or the moving `latest`. */
  tag: Tag;
  registry: Registry;
  /** Data folder on the host; empty means the run mode's usual place. */
  dataDir: string;
  /** HTTP port OpenList listens on (and the host port of a container). */
  port: number;
  /** HTTPS: at the proxy, or OpenList's own without a proxy. */
  https: boolean;
  uid: number;
  gid: number;
  /** Time zone of a container (TZ). */
  tz: string;
  proxy: Proxy;
  domain: string;
  /** '' or a path such as '/openlist'. */
  subPath: string;
  /** Largest upload through the proxy in MiB; 0 means no limit. */
  maxUploadMb: number;
  /** Let WebDAV clients through the proxy. */
  webdav: boolean;
}

export const DEFAULT_CHOICES: DeployChoices = {
  run: 'compose',
  ffmpeg: false,
  aria2: false,
  lite: false,
  tag: 'release',
  registry: 'dockerhub',
  dataDir: '',
  port: 5244,
  https: true,
  uid: 1001,
  gid: 1001,
  tz: 'UTC',
  proxy: 'nginx',
  domain: 'files.example.com',
  subPath: '',
  maxUploadMb: 0,
  webdav: true,
};

/** The data folder the reader gets when they leave the field empty. */
export function defaultDataDir(run: RunMode): string {
  switch (run) {
    case 'systemd':
      return '/opt/openlist/data';
    case 'windows':
      return 'C:\\OpenList\\data';
    default:
      return '/srv/openlist/data';
  }
}

export function isDocker(run: RunMode): boolean {
  return run === 'compose' || run === 'docker-run';
}

/** Short names in the address bar. */
const PARAM: Record<keyof DeployChoices, string> = {
  run: 'run',
  ffmpeg: 'ffmpeg',
  aria2: 'aria2',
  lite: 'lite',
  tag: 'tag',
  registry: 'registry',
  dataDir: 'data',
  port: 'port',
  https: 'https',
  uid: 'uid',
  gid: 'gid',
  tz: 'tz',
  proxy: 'proxy',
  domain: 'domain',
  subPath: 'path',
  maxUploadMb: 'upload',
  webdav: 'webdav',
};

const HOST_NAME =
  /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;
const TIME_ZONE = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;
/** A host path without characters that would need quoting in the outputs. */
const HOST_PATH = /^(\/|[A-Za-z]:\\)[^\s'"`$;&|<>]*$/;

/** '/openlist', '/a/b'; '' for none. Letters, digits, '-', '_', '.' per segment. */
export function normalizeSubPath(value: string): string | undefined {
  const trimmed = value.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  const path = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  // No '.' or '..' segments: the path ends up in proxy configurations.
  return /^(\/(?!\.{1,2}(?:\/|$))[A-Za-z0-9._-]+)+$/.test(path)
    ? path
    : undefined;
}

/** One field's value from its text, or undefined when the text is not valid. */
export function parseField<K extends keyof DeployChoices>(
  key: K,
  raw: string,
): DeployChoices[K] | undefined {
  const oneOf = (list: readonly string[]) =>
    list.includes(raw) ? raw : undefined;
  const int = (min: number, max: number) => {
    if (!/^\d+$/.test(raw)) return undefined;
    const n = Number(raw);
    return n >= min && n <= max ? n : undefined;
  };
  let value: unknown;
  switch (key) {
    case 'run':
      value = oneOf(RUN_MODES);
      break;
    case 'proxy':
      value = oneOf(PROXIES);
      break;
    case 'registry':
      value = oneOf(REGISTRIES);
      break;
    case 'tag':
      value = oneOf(TAGS);
      break;
    case 'port':
      value = int(1, 65535);
      break;
    case 'uid':
    case 'gid':
      value = int(0, 2 ** 31 - 1);
      break;
    case 'maxUploadMb':
      value = int(0, 10 ** 7);
      break;
    case 'domain':
      value = HOST_NAME.test(raw) ? raw.toLowerCase() : undefined;
      break;
    case 'tz':
      value = TIME_ZONE.test(raw) ? raw : undefined;
      break;
    case 'dataDir':
      value = raw === '' || HOST_PATH.test(raw) ? raw : undefined;
      break;
    case 'subPath':
      value = normalizeSubPath(raw);
      break;
    default:
      value = raw === '1' ? true : raw === '0' ? false : undefined;
  }
  return value as DeployChoices[K] | undefined;
}

/** Choices from a query string; unknown or invalid values keep their default. */
export function parseChoices(search: string): DeployChoices {
  const params = new URLSearchParams(search);
  const choices: DeployChoices = {...DEFAULT_CHOICES};
  for (const key of Object.keys(PARAM) as (keyof DeployChoices)[]) {
    const raw = params.get(PARAM[key]);
    if (raw === null) continue;
    const value = parseField(key, raw);
    if (value !== undefined)
      (choices as unknown as Record<string, unknown>)[key] = value;
  }
  return choices;
}

/** The query string of the choices that differ from the defaults ('' if none). */
export function serializeChoices(choices: DeployChoices): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(PARAM) as (keyof DeployChoices)[]) {
    const value = choices[key];
    if (value === DEFAULT_CHOICES[key]) continue;
    params.set(
      PARAM[key],
      typeof value === 'boolean' ? (value ? '1' : '0') : String(value),
    );
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
