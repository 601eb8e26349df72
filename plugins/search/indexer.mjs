// Builds one locale's Pagefind index. Run by plugins/search in a child
// process: Pagefind is an ES module that Docusaurus's config loader cannot import.
//   node indexer.mjs '{"outDir": "...", "baseUrl": "/", "language": "en", "skipDirs": ["zh-CN"]}'
import fs from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** Pages that are not worth finding. */
export const SKIPPED = [/^404\.html$/, /^tests\//];

/** Parts of a page that are chrome, not content. */
export const EXCLUDED_SELECTORS = [
  'nav',
  'footer',
  'aside',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.theme-doc-version-badge',
  '.pagination-nav',
  '.breadcrumbs',
  '.hash-link',
  '[data-search-ignore]',
];

/** "guide/x.html" → "/guide/x", "index.html" → "/", under the locale's base URL. */
export function routeOf(baseUrl, file) {
  const route = file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
  return `${baseUrl}${route}`.replace(/(.)\/$/, '$1');
}

async function htmlFiles(dir, skipDirs, prefix = '') {
  const entries = await fs.readdir(path.join(dir, prefix), {
    withFileTypes: true,
  });
  const files = [];
  for (const entry of entries) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!skipDirs.includes(rel))
        files.push(...(await htmlFiles(dir, skipDirs, rel)));
    } else if (entry.name.endsWith('.html')) {
      files.push(rel);
    }
  }
  return files;
}

export async function buildIndex({outDir, baseUrl, language, skipDirs}) {
  const pagefind = await import('pagefind');
  const {index, errors} = await pagefind.createIndex({
    rootSelector: 'main',
    excludeSelectors: EXCLUDED_SELECTORS,
    forceLanguage: language,
  });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  const files = (await htmlFiles(outDir, skipDirs)).filter(
    (file) => !SKIPPED.some((pattern) => pattern.test(file)),
  );
  for (const file of files) {
    const content = await fs.readFile(path.join(outDir, file), 'utf8');
    const added = await index.addHTMLFile({
      url: routeOf(baseUrl, file),
      content,
    });
    if (added.errors.length) {
      throw new Error(
        `Pagefind could not index ${file}: ${added.errors.join('; ')}`,
      );
    }
  }
  const written = await index.writeFiles({
    outputPath: path.join(outDir, 'pagefind'),
  });
  if (written.errors.length) throw new Error(written.errors.join('; '));
  await pagefind.close();
  return files.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildIndex(JSON.parse(process.argv[2])).then((count) => {
    process.stdout.write(String(count));
  });
}
