/**
 * A worker thread of plugins/reader-tools: turns built pages into their
 * Markdown twins, one job at a time, beside the social cards' workers and the
 * search indexer. lib/markdown.ts is TypeScript, loaded with its libraries
 * through lib/loader.cjs.
 */
const fs = require('node:fs');
const path = require('node:path');
const {parentPort} = require('node:worker_threads');
const jiti = require('./lib/loader.cjs').markdownLoader(__filename);

const {loadMarkdownLibraries, htmlToMarkdown} = jiti('./lib/markdown.ts');
const ready = loadMarkdownLibraries();

parentPort.on('message', async (job) => {
  try {
    const libraries = await ready;
    // Read and written synchronously: a small file in the page cache costs
    // less than a trip through libuv's thread pool, which the build shares.
    const html = fs.readFileSync(job.htmlFile, 'utf8');
    const markdown = htmlToMarkdown(
      html,
      {pageUrl: job.pageUrl, locale: job.locale},
      libraries,
    );
    if (markdown !== null) {
      fs.mkdirSync(path.dirname(job.twinFile), {recursive: true});
      fs.writeFileSync(job.twinFile, markdown);
    }
    parentPort.postMessage({id: job.id, markdown});
  } catch (error) {
    parentPort.postMessage({id: job.id, error: String(error?.stack ?? error)});
  }
});
