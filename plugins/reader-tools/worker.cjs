/**
 * A worker thread of plugins/reader-tools: turns built pages into their
 * Markdown twins, taking jobs from the pool's shared counter
 * (lib/workerLoop.cjs), beside the social cards' processes and the search
 * indexer. lib/markdown.ts is TypeScript, loaded with its libraries through
 * lib/loader.cjs.
 */
const fs = require('node:fs');
const path = require('node:path');
const jiti = require('./lib/loader.cjs').markdownLoader(__filename);
const {serveJobs} = require('./lib/workerLoop.cjs');

const {loadMarkdownLibraries, htmlToMarkdown} = jiti('./lib/markdown.ts');
const ready = loadMarkdownLibraries();

serveJobs(async (job) => {
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
  return {markdown};
});
