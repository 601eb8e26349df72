import fs from 'node:fs';
import path from 'node:path';
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DOCS_VERSIONS} from '../../src/lib/version';

const run = promisify(execFile);

/**
 * Offline full-text search (the default): after each locale is built, indexes
 * that locale's rendered pages with Pagefind into `<locale>/pagefind/`, and
 * each older docs version's pages into `<locale>/<version path>/pagefind/`,
 * so a search covers the current docs, or the version the reader is in
 * (plugins/search/lib/search.ts indexBase). The browser loads an index in
 * small chunks, only when the reader searches. An index whose pages are
 * unchanged since an earlier build is taken from the cache.
 */
export default function searchPlugin(context: LoadContext): Plugin {
  return {
    name: 'search-pagefind',
    async postBuild({outDir}) {
      const started = Date.now();
      const {i18n, siteConfig} = context;
      const language = (
        i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale
      ).toLowerCase();
      // Older versions left out of the build (OPENLIST_DOCS_VERSIONS=current)
      // have no folder and no index.
      const older = DOCS_VERSIONS.map((v) => v.path).filter(
        (p) => p && fs.existsSync(path.join(outDir, p)),
      );
      // Indexes whose pages are unchanged since an earlier build come from
      // here (indexer.mjs indexCache).
      const cacheDir = path.join(
        context.siteDir,
        'node_modules/.cache/openlist-docs/search',
      );
      const jobs = [
        {
          outDir,
          cacheDir,
          baseUrl: siteConfig.baseUrl,
          language,
          // Other locales are built into sub-folders of the default one, and
          // so are the older docs versions, which have their own index.
          skipDirs: [
            ...i18n.locales.filter((l) => l !== i18n.currentLocale),
            ...older,
          ],
        },
        ...older.map((versionPath) => ({
          outDir: path.join(outDir, versionPath),
          cacheDir,
          baseUrl: `${siteConfig.baseUrl}${versionPath}/`,
          language,
          skipDirs: [],
        })),
      ];
      // The indexes are independent: one process (and one Pagefind process)
      // builds them side by side.
      const {stdout} = await run(process.execPath, [
        path.join(__dirname, 'indexer.mjs'),
        JSON.stringify(jobs),
      ]);
      const results = JSON.parse(stdout) as {pages: number; cached: boolean}[];
      jobs.forEach((job, i) =>
        logger.info(
          `Search index for ${i18n.currentLocale} ${job.baseUrl}: ${results[i]!.pages} pages${results[i]!.cached ? ' (from the cache)' : ''} in ${Date.now() - started} ms`,
        ),
      );
    },
  };
}
