import {OPENLIST_REPO_URL, OPENLIST_VERSION} from '../../src/lib/version';
import releases from '../../data/releases.json';
import {
  ANY,
  architectures,
  DEFAULT_PLATFORM,
  detectPlatform,
  directUrl,
  initialSelection,
  matchingAssets,
  operatingSystems,
  proxiedUrl,
  type ReleaseData,
} from '../../src/lib/releases';

const data = releases as ReleaseData;

describe('data/releases.json', () => {
  it('describes the documented version', () => {
    expect(data.version).toBe(OPENLIST_VERSION);
    expect(data.downloadUrl).toBe(
      `https://github.com/OpenListTeam/OpenList/releases/download/${OPENLIST_VERSION}/`,
    );
  });

  it('has a standard and a lite file for every target, zipped only on Windows', () => {
    const standard = data.assets.filter((a) => a.edition === 'standard');
    const lite = data.assets.filter((a) => a.edition === 'lite');
    expect(lite.length).toBe(standard.length);
    for (const asset of data.assets) {
      expect(asset.file.endsWith('.zip')).toBe(asset.os.startsWith('windows'));
      expect(asset.file.startsWith('openlist-')).toBe(true);
    }
    expect(new Set(data.assets.map((a) => a.file)).size).toBe(
      data.assets.length,
    );
  });
});

describe('download picker rules', () => {
  it('lists systems in display order', () => {
    expect(operatingSystems(data.assets).slice(0, 4)).toEqual([
      'linux',
      'linux-musl',
      'darwin',
      'windows',
    ]);
    expect(architectures(data.assets).slice(0, 3)).toEqual([
      'amd64',
      'arm64',
      '386',
    ]);
  });

  it('matches by os and arch, ANY matching everything', () => {
    const mac = matchingAssets(data.assets, {os: 'darwin', arch: 'arm64'});
    expect(mac.map((a) => a.file)).toEqual([
      'openlist-darwin-arm64.tar.gz',
      'openlist-darwin-arm64-lite.tar.gz',
    ]);
    expect(matchingAssets(data.assets, {os: ANY, arch: ANY})).toHaveLength(
      data.assets.length,
    );
    expect(matchingAssets(data.assets, {os: 'darwin', arch: 'mips'})).toEqual(
      [],
    );
  });

  it('builds direct and accelerated links', () => {
    const [asset] = matchingAssets(data.assets, {os: 'windows', arch: 'amd64'});
    const url = directUrl(data, asset!);
    expect(url).toBe(
      `${OPENLIST_REPO_URL}/releases/download/${OPENLIST_VERSION}/openlist-windows-amd64.zip`,
    );
    expect(proxiedUrl('https://ghproxy.cn/', url)).toBe(
      `https://ghproxy.cn/${url}`,
    );
    expect(proxiedUrl('https://ghproxy.cn', url)).toBe(
      `https://ghproxy.cn/${url}`,
    );
  });
});

describe('detectPlatform', () => {
  const chrome = (platform: string) =>
    `Mozilla/5.0 (${platform}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36`;

  it.each([
    [chrome('Windows NT 10.0; Win64; x64'), {os: 'windows', arch: 'amd64'}],
    [chrome('X11; Linux x86_64'), {os: 'linux', arch: 'amd64'}],
    [chrome('X11; Linux aarch64'), {os: 'linux', arch: 'arm64'}],
    [chrome('Linux; Android 14; Pixel 8'), {os: 'android', arch: 'arm64'}],
    // Every Mac says "Intel"; without client hints the arch stays open.
    [chrome('Macintosh; Intel Mac OS X 10_15_7'), {os: 'darwin', arch: ANY}],
    ['curl/8.0', {os: ANY, arch: ANY}],
  ])('reads %s', (userAgent, expected) => {
    expect(detectPlatform({userAgent})).toEqual(expected);
  });

  it('trusts client hints for the architecture', () => {
    expect(
      detectPlatform({
        userAgent: chrome('Macintosh; Intel Mac OS X 10_15_7'),
        platform: 'macOS',
        architecture: 'arm',
        bitness: '64',
      }),
    ).toEqual({os: 'darwin', arch: 'arm64'});
  });
});

describe('initialSelection', () => {
  const assets = (releases as ReleaseData).assets;
  const count = (sel: {os: string; arch: string}) =>
    matchingAssets(assets, sel).length;

  it('starts from a concrete default that has files', () => {
    const sel = initialSelection(assets, {os: ANY, arch: ANY});
    expect(sel).toEqual({...DEFAULT_PLATFORM});
    expect(count(sel)).toBeGreaterThan(0);
    expect(count(sel)).toBeLessThan(assets.length);
  });

  it('keeps a detected platform that has files', () => {
    expect(initialSelection(assets, {os: 'windows', arch: 'amd64'})).toEqual({
      os: 'windows',
      arch: 'amd64',
    });
  });

  it('picks an architecture when only the system is known', () => {
    const sel = initialSelection(assets, {os: 'darwin', arch: ANY});
    expect(sel.os).toBe('darwin');
    expect(sel.arch).not.toBe(ANY);
    expect(count(sel)).toBe(count({...DEFAULT_PLATFORM}));
  });

  it('falls back to the default for a platform without files', () => {
    expect(initialSelection(assets, {os: 'darwin', arch: 'mips'})).toEqual({
      ...DEFAULT_PLATFORM,
    });
  });
});
