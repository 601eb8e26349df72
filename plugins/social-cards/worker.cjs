/**
 * A worker thread of plugins/social-cards: renders cards one job at a time,
 * so every core works while the build waits. lib/render.ts is TypeScript:
 * jiti (the loader Docusaurus itself uses for its config) compiles it here.
 */
const fs = require('node:fs');
const path = require('node:path');
const {parentPort, workerData} = require('node:worker_threads');
const jiti = require('jiti')(__filename);

const {renderCard, logoDataUrl} = jiti('./lib/render.ts');
const logo = logoDataUrl(workerData.logoFile);

parentPort.on('message', async (job) => {
  try {
    const png = await renderCard(job.text, logo);
    // Written synchronously: a small write to the page cache costs less
    // than a trip through libuv's thread pool, which the whole build shares.
    for (const file of job.files) {
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, png);
    }
    parentPort.postMessage({id: job.id});
  } catch (error) {
    parentPort.postMessage({id: job.id, error: String(error?.stack ?? error)});
  }
});
