/**
 * A worker thread of plugins/reader-tools: turns built pages into their
 * Markdown twins, one job at a time, beside the social cards' workers and the
 * search indexer. lib/markdown.ts is TypeScript, loaded with its libraries
 * through lib/loader.cjs.
 */
const fs = require('node:fs/promises');
const path = require('node:path');
const {parentPort} = require('node:worker_threads');
const jiti = require('./lib/loader.cjs').markdownLoader(__filename);

const {loadMarkdownLibraries, htmlToMarkdown} = jiti('./lib/markdown.ts');
const ready = loadMarkdownLibraries();

parentPort.on('message', async (job) => {
  try {
    const libraries = await ready;
    const html = await fs.readFile(job.htmlFile, 'utf8');
    const markdown = htmlToMarkdown(
      html,
      {pageUrl: job.pageUrl, locale: job.locale},
      libraries,
    );
    if (markdown !== null) {
      await fs.mkdir(path.dirname(job.twinFile), {recursive: true});
      await fs.writeFile(job.twinFile, markdown);
    }
    parentPort.postMessage({id: job.id, markdown});
  } catch (error) {
    parentPort.postMessage({id: job.id, error: String(error?.stack ?? error)});
  }
});
