/**
 * A child process of plugins/social-cards, every thread at the lowest
 * priority (../reader-tools/lib/processLoop.cjs): renders its share of the
 * cards while the site is bundled. lib/render.ts is TypeScript: jiti (the
 * loader Docusaurus itself uses for its config) compiles it here.
 */
const fs = require('node:fs');
const path = require('node:path');
const jiti = require('jiti')(__filename);
const {serveJobs} = require('../reader-tools/lib/processLoop.cjs');

let render;
let logo;

// serveJobs lowers this process's priority first; the renderer and its
// libraries (satori, resvg, the fonts) load after, with the first job.
serveJobs(async (job, {logoFile}) => {
  render ??= jiti('./lib/render.ts');
  logo ??= render.logoDataUrl(logoFile);
  const png = await render.renderCard(job.text, logo);
  // Written synchronously, each file beside its place and renamed into it:
  // the cards render while the site is bundled, and a build that stops
  // there (a page that does not compile) must not leave half a card in the
  // cache.
  for (const file of job.files) {
    fs.mkdirSync(path.dirname(file), {recursive: true});
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, png);
    fs.renameSync(partial, file);
  }
  return {};
});
