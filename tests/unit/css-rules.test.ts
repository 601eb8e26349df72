/**
 * Stylesheet rules that cost readers time. React's head manager rewrites
 * <html class> several times while a page hydrates; a rule whose selector
 * tests that attribute (`html[class*=…] td`) makes the browser restyle every
 * element the rule could reach on each rewrite (every table cell and code
 * element of an API page, ~200 ms each at 4x CPU slowdown). Classes on <html>
 * (`.docs-doc-page …`) only restyle when that class comes or goes.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

describe('stylesheets', () => {
  const files = ['src', 'plugins'].flatMap((dir) =>
    cssFiles(path.join(ROOT, dir)),
  );

  test('no selector tests <html>’s class attribute as a string', () => {
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) =>
      [
        ...fs
          .readFileSync(file, 'utf8')
          .matchAll(/(?:^|[\s,>(])(?::root|html)\[class\s*[*^$|~]?=[^\]]*\]/gm),
      ].map((match) => `${path.relative(ROOT, file)}: ${match[0].trim()}`),
    );
    expect(found).toEqual([]);
  });
});
