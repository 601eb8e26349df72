/**
 * A worker thread of plugins/social-cards: renders cards, taking jobs from
 * the pool's shared counter (../reader-tools/lib/workerLoop.cjs), so it
 * keeps working while the bundler holds the build's main thread.
 * lib/render.ts is TypeScript: jiti (the loader Docusaurus itself uses for
 * its config) compiles it here.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const {threadId, workerData} = require('node:worker_threads');
const jiti = require('jiti')(__filename);
const {serveJobs} = require('../reader-tools/lib/workerLoop.cjs');

// The lowest priority, for this thread only (on Linux a thread's id is a
// pid to setpriority): the cards render while the bundler leaves a core
// idle, and must not take it from the bundler when it wants it back.
try {
  const thread = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
  os.setPriority(thread, 19);
} catch {
  // Not Linux: the default priority.
}

const {renderCard, logoDataUrl} = jiti('./lib/render.ts');
const logo = logoDataUrl(workerData.logoFile);

serveJobs(async (job) => {
  const png = await renderCard(job.text, logo);
  // Written synchronously: a small write to the page cache costs less than
  // a trip through libuv's thread pool, which the whole build shares. Each
  // file is written beside its place and renamed into it: the cards render
  // while the site is bundled, and a build that stops there (a page that
  // does not compile) must not leave half a card in the cache.
  for (const file of job.files) {
    fs.mkdirSync(path.dirname(file), {recursive: true});
    const partial = `${file}.${threadId}.partial`;
    fs.writeFileSync(partial, png);
    fs.renameSync(partial, file);
  }
  return {};
});
