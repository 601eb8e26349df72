import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const SOURCES = ['docs', 'blog', 'src/pages', 'i18n/zh-CN'];

function* markdownFiles(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* markdownFiles(full);
    else if (/\.mdx?$/.test(entry.name)) yield full;
  }
}

describe('admonitions', () => {
  it('write their title in brackets (":::warning Title" renders as plain text on this site)', () => {
    const wrong: string[] = [];
    for (const root of SOURCES) {
      for (const file of markdownFiles(path.join(ROOT, root))) {
        fs.readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (
              /^\s*:::(note|tip|info|warning|danger|caution)\s+\S/.test(line)
            ) {
              wrong.push(`${path.relative(ROOT, file)}:${i + 1}`);
            }
          });
      }
    }
    expect(wrong).toEqual([]);
  });
});
