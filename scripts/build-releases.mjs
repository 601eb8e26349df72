// Writes data/releases.json: every release file of the OpenList version in
// src/lib/version.ts, from the build targets of its release scripts.
// When a new OpenList release changes its targets, update TARGETS (each group
// names the build.sh function it mirrors) and run `npm run data:releases`.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const versionTs = fs.readFileSync(
  path.join(ROOT, 'src/lib/version.ts'),
  'utf8',
);
const constant = (name) =>
  new RegExp(`${name} = '([^']+)'`).exec(versionTs)?.[1] ??
  (() => {
    throw new Error(`${name} not found in src/lib/version.ts`);
  })();

/** [file suffix after "openlist-", os, arch, note] */
const TARGETS = [
  // BuildRelease: xgo's default target set, plus BuildWinArm64, BuildWin7, BuildLoongGLIBC
  ['linux-amd64', 'linux', 'amd64'],
  ['linux-386', 'linux', '386'],
  ['linux-arm64', 'linux', 'arm64'],
  ['linux-arm-5', 'linux', 'armv5'],
  ['linux-arm-6', 'linux', 'armv6'],
  ['linux-arm-7', 'linux', 'armv7'],
  ['linux-mips', 'linux', 'mips'],
  ['linux-mipsle', 'linux', 'mipsle'],
  ['linux-mips64', 'linux', 'mips64'],
  ['linux-mips64le', 'linux', 'mips64le'],
  ['linux-ppc64le', 'linux', 'ppc64le'],
  ['linux-riscv64', 'linux', 'riscv64'],
  ['linux-s390x', 'linux', 's390x'],
  ['linux-loong64', 'linux', 'loong64', 'new-world ABI 2.0'],
  ['linux-loong64-abi1.0', 'linux', 'loong64', 'old-world ABI 1.0'],
  ['darwin-amd64', 'darwin', 'amd64'],
  ['darwin-arm64', 'darwin', 'arm64'],
  ['windows-amd64', 'windows', 'amd64'],
  ['windows-386', 'windows', '386'],
  ['windows-arm64', 'windows', 'arm64'],
  ['windows7-amd64', 'windows7', 'amd64'],
  ['windows7-386', 'windows7', '386'],
  // BuildReleaseLinuxMusl
  ['linux-musl-amd64', 'linux-musl', 'amd64'],
  ['linux-musl-arm64', 'linux-musl', 'arm64'],
  ['linux-musl-mips', 'linux-musl', 'mips'],
  ['linux-musl-mips64', 'linux-musl', 'mips64'],
  ['linux-musl-mips64le', 'linux-musl', 'mips64le'],
  ['linux-musl-mipsle', 'linux-musl', 'mipsle'],
  ['linux-musl-ppc64le', 'linux-musl', 'ppc64le'],
  ['linux-musl-s390x', 'linux-musl', 's390x'],
  ['linux-musl-loong64', 'linux-musl', 'loong64'],
  // BuildReleaseLinuxMuslArm
  ['linux-musleabi-arm', 'linux-musl', 'arm', 'soft-float'],
  ['linux-musleabihf-arm', 'linux-musl', 'arm', 'hard-float'],
  ['linux-musleabi-armel', 'linux-musl', 'armel', 'soft-float'],
  ['linux-musleabihf-armel', 'linux-musl', 'armel', 'hard-float'],
  ['linux-musleabi-armv5l', 'linux-musl', 'armv5', 'soft-float'],
  ['linux-musleabihf-armv5l', 'linux-musl', 'armv5', 'hard-float'],
  ['linux-musleabi-armv6', 'linux-musl', 'armv6', 'soft-float'],
  ['linux-musleabihf-armv6', 'linux-musl', 'armv6', 'hard-float'],
  ['linux-musleabihf-armv7l', 'linux-musl', 'armv7', 'hard-float'],
  ['linux-musleabi-armv7m', 'linux-musl', 'armv7', 'soft-float, ARMv7-M'],
  ['linux-musleabihf-armv7r', 'linux-musl', 'armv7', 'hard-float, ARMv7-R'],
  // BuildReleaseAndroid
  ['android-amd64', 'android', 'amd64'],
  ['android-arm64', 'android', 'arm64'],
  ['android-386', 'android', '386'],
  ['android-arm', 'android', 'armv7'],
  // BuildReleaseFreeBSD
  ['freebsd-amd64', 'freebsd', 'amd64'],
  ['freebsd-arm64', 'freebsd', 'arm64'],
  ['freebsd-i386', 'freebsd', '386'],
];

const version = constant('OPENLIST_VERSION');
const assets = [];
// MakeRelease: Windows builds are zipped, the rest are tar.gz; the release
// workflow builds every target twice, with the full and the lite frontend.
for (const edition of ['standard', 'lite']) {
  for (const [suffix, os, arch, note] of TARGETS) {
    const lite = edition === 'lite' ? '-lite' : '';
    const ext = os.startsWith('windows') ? 'zip' : 'tar.gz';
    assets.push({
      file: `openlist-${suffix}${lite}.${ext}`,
      os,
      arch,
      edition,
      ...(note ? {note} : {}),
    });
  }
}

const data = {
  version,
  date: constant('OPENLIST_RELEASE_DATE'),
  downloadUrl: `https://github.com/OpenListTeam/OpenList/releases/download/${version}/`,
  assets,
};
const out = path.join(ROOT, 'data/releases.json');
fs.mkdirSync(path.dirname(out), {recursive: true});
fs.writeFileSync(out, JSON.stringify(data, null, 2) + '\n');
console.log(
  `Wrote ${assets.length} release files of ${version} to ${path.relative(ROOT, out)}`,
);
