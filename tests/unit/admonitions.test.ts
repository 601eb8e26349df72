import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const SOURCES = ['docs', 'blog', 'src/pages', 'i18n/zh-CN'];
const KINDS = '(note|tip|info|warning|danger|caution)';

function* markdownFiles(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* markdownFiles(full);
    else if (/\.mdx?$/.test(entry.name)) yield full;
  }
}

/** Lines of every Markdown source matching `test`, as file:line. */
function offending(test: (line: string, file: string) => boolean): string[] {
  const found: string[] = [];
  for (const root of SOURCES) {
    for (const file of markdownFiles(path.join(ROOT, root))) {
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (test(line, file))
            found.push(`${path.relative(ROOT, file)}:${i + 1}`);
        });
    }
  }
  return found;
}

describe('admonitions', () => {
  it('write their title in brackets (":::warning Title" renders as plain text on this site)', () => {
    const spaced = new RegExp(`^\\s*:::${KINDS}\\s+\\S`);
    expect(offending((line) => spaced.test(line))).toEqual([]);
  });

  it('have no code in the title of a CommonMark page (it is left as a raw <mdxAdmonitionTitle> element)', () => {
    const withCode = new RegExp(`^\\s*:::${KINDS}\\[[^\\]]*\``);
    expect(
      offending((line, file) => file.endsWith('.md') && withCode.test(line)),
    ).toEqual([]);
  });
});
