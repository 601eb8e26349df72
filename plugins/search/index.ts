import path from 'node:path';
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';

const run = promisify(execFile);

/**
 * Offline full-text search (the default): after each locale is built, indexes
 * that locale's rendered pages with Pagefind into `<locale>/pagefind/`. The
 * browser loads the index in small chunks, only when the reader searches.
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
      const job = {
        outDir,
        baseUrl: siteConfig.baseUrl,
        language,
        // Other locales are built into sub-folders of the default one.
        skipDirs: i18n.locales.filter((l) => l !== i18n.currentLocale),
      };
      const {stdout} = await run(process.execPath, [
        path.join(__dirname, 'indexer.mjs'),
        JSON.stringify(job),
      ]);
      logger.info(
        `Search index for ${i18n.currentLocale}: ${stdout.trim()} pages in ${Date.now() - started} ms`,
      );
    },
  };
}
