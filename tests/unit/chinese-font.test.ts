import {createRequire} from 'node:module';

// scripts/chromium.cjs: which font the browser tests and the benchmark draw
// Chinese text with, asked of fontconfig (here a stand-in for its tools).
type Run = (command: string, args: string[]) => string;

const {chineseFont} = createRequire(__filename)(
  '../../scripts/chromium.cjs',
) as {chineseFont: (run?: Run) => string | null};

function fontconfig(list: string, match: string): Run & {calls: string[][]} {
  const calls: string[][] = [];
  const run = ((command: string, args: string[]) => {
    calls.push([command, ...args]);
    if (command === 'fc-list') return list;
    if (command === 'fc-match') return match;
    throw new Error(`unexpected ${command}`);
  }) as Run & {calls: string[][]};
  run.calls = calls;
  return run;
}

test('names the family fontconfig picks for Simplified Chinese sans-serif text', () => {
  const run = fontconfig(
    'Noto Sans CJK SC,Noto Sans CJK SC Regular\nNoto Serif CJK SC\n',
    'Noto Sans CJK SC',
  );
  expect(chineseFont(run)).toBe('Noto Sans CJK SC');
  expect(run.calls).toEqual([
    ['fc-list', ':lang=zh-cn', 'family'],
    ['fc-match', '--format=%{family[0]}', 'sans-serif:lang=zh-cn'],
  ]);
});

test('is null when no installed font covers Simplified Chinese', () => {
  // fc-match always answers with some font, DejaVu Sans on a bare Debian:
  // only the list says whether any covers the language.
  const run = fontconfig('', 'DejaVu Sans');
  expect(chineseFont(run)).toBeNull();
  expect(run.calls).toHaveLength(1);
});

test('is null when fontconfig is missing or fails', () => {
  expect(
    chineseFont(() => {
      throw Object.assign(new Error('spawnSync fc-list ENOENT'), {
        code: 'ENOENT',
      });
    }),
  ).toBeNull();
  expect(chineseFont(fontconfig('Noto Sans CJK SC\n', '  \n'))).toBeNull();
});
