/**
 * Release files of OpenList (data/releases.json) and the download picker's
 * rules: which files match a choice, and which platform the reader is on.
 */
import {byCodeUnit} from './codeUnitOrder';

export interface ReleaseAsset {
  file: string;
  /** linux, linux-musl, darwin, windows, windows7, android, freebsd */
  os: string;
  /** amd64, 386, arm64, armv7, mips… as in the file names */
  arch: string;
  edition: 'standard' | 'lite';
  /** ABI or float detail that tells two files of one os/arch apart. */
  note?: string;
}

export interface ReleaseData {
  version: string;
  date: string;
  downloadUrl: string;
  assets: ReleaseAsset[];
}

/** Display order of operating systems; unknown ones sort last. */
export const OS_ORDER = [
  'linux',
  'linux-musl',
  'darwin',
  'windows',
  'windows7',
  'android',
  'freebsd',
];

export const OS_LABELS: Record<string, string> = {
  linux: 'Linux',
  'linux-musl': 'Linux (musl)',
  darwin: 'macOS',
  windows: 'Windows',
  windows7: 'Windows 7',
  android: 'Android',
  freebsd: 'FreeBSD',
};

const byOrder = (order: string[]) => (a: string, b: string) => {
  const ia = order.indexOf(a);
  const ib = order.indexOf(b);
  return (
    (ia < 0 ? order.length : ia) - (ib < 0 ? order.length : ib) ||
    // Names outside the list are ASCII tokens of asset names.
    byCodeUnit(a, b)
  );
};

const ARCH_ORDER = [
  'amd64',
  'arm64',
  '386',
  'armv7',
  'armv6',
  'armv5',
  'arm',
  'armel',
];

export function operatingSystems(assets: ReleaseAsset[]): string[] {
  return [...new Set(assets.map((a) => a.os))].sort(byOrder(OS_ORDER));
}

export function architectures(assets: ReleaseAsset[]): string[] {
  return [...new Set(assets.map((a) => a.arch))].sort(byOrder(ARCH_ORDER));
}

/** Filter value meaning "any". */
export const ANY = '';

export function matchingAssets(
  assets: ReleaseAsset[],
  {os, arch}: {os: string; arch: string},
): ReleaseAsset[] {
  return assets.filter(
    (a) => (os === ANY || a.os === os) && (arch === ANY || a.arch === arch),
  );
}

export function directUrl(data: ReleaseData, asset: ReleaseAsset): string {
  return `${data.downloadUrl}${asset.file}`;
}

/** The accelerated link: the proxy prefix in front of the direct URL. */
export function proxiedUrl(proxyPrefix: string, url: string): string {
  return `${proxyPrefix.replace(/\/?$/, '/')}${url}`;
}

export interface PlatformHints {
  userAgent: string;
  /** navigator.userAgentData.platform, where the browser has it */
  platform?: string;
  /** navigator.userAgentData high-entropy "architecture" ("x86", "arm") */
  architecture?: string;
  /** navigator.userAgentData high-entropy "bitness" ("64", "32") */
  bitness?: string;
}

/**
 * The reader's os/arch as far as the browser tells it, or ANY for what it
 * does not. Apple Silicon Macs report an Intel user agent, so a Mac's
 * architecture is only trusted from userAgentData.
 */
export function detectPlatform(hints: PlatformHints): {
  os: string;
  arch: string;
} {
  const ua = hints.userAgent;
  const platform = (hints.platform ?? '').toLowerCase();
  let os = ANY;
  if (/android/i.test(ua) || platform === 'android') os = 'android';
  else if (/windows/i.test(ua) || platform === 'windows') os = 'windows';
  else if (/macintosh|mac os x/i.test(ua) || platform === 'macos')
    os = 'darwin';
  else if (/freebsd/i.test(ua)) os = 'freebsd';
  else if (/linux|x11/i.test(ua) || platform === 'linux') os = 'linux';

  let arch = ANY;
  if (hints.architecture) {
    const is64 = hints.bitness !== '32';
    if (hints.architecture === 'arm') arch = is64 ? 'arm64' : 'armv7';
    else if (hints.architecture === 'x86') arch = is64 ? 'amd64' : '386';
  } else if (os !== 'darwin') {
    if (/aarch64|arm64/i.test(ua)) arch = 'arm64';
    else if (/armv7/i.test(ua)) arch = 'armv7';
    else if (/x86_64|x64|win64|wow64|amd64/i.test(ua)) arch = 'amd64';
    else if (/i[3-6]86/i.test(ua)) arch = '386';
    else if (os === 'android') arch = 'arm64';
  }
  return {os, arch};
}

/**
 * What the picker shows before it knows the reader's platform: the same on the
 * server and on first render in the browser, so the page never starts with
 * every release file listed.
 */
export const DEFAULT_PLATFORM = {os: 'linux', arch: 'amd64'} as const;

/** Architecture to assume when the browser names the system but not the CPU. */
const PREFERRED_ARCH: Record<string, string> = {
  darwin: 'arm64',
};

/**
 * The selection to show for a detected platform: always one concrete
 * system and architecture that has files (so the list keeps the height of
 * the default), falling back to DEFAULT_PLATFORM.
 */
export function initialSelection(
  assets: ReleaseAsset[],
  detected: {os: string; arch: string},
): {os: string; arch: string} {
  const has = (os: string, arch: string) =>
    assets.some((a) => a.os === os && a.arch === arch);
  const fallback = has(DEFAULT_PLATFORM.os, DEFAULT_PLATFORM.arch)
    ? {...DEFAULT_PLATFORM}
    : {os: assets[0]?.os ?? ANY, arch: assets[0]?.arch ?? ANY};
  if (detected.os === ANY) return fallback;
  if (detected.arch !== ANY) {
    return has(detected.os, detected.arch) ? {...detected} : fallback;
  }
  const candidates = [
    PREFERRED_ARCH[detected.os],
    'amd64',
    ...architectures(assets.filter((a) => a.os === detected.os)),
  ].filter((arch): arch is string => Boolean(arch));
  const arch = candidates.find((candidate) => has(detected.os, candidate));
  return arch ? {os: detected.os, arch} : fallback;
}
