/**
 * A child process for tests/unit/social-cards-memory.test.ts: renders the
 * cards it is sent with plugins/social-cards/lib/render.ts and answers
 * with a hash of each PNG and the page faults per card after the first
 * `warmUp` (which load the renderer and its fonts, and grow its heaps).
 */
const crypto = require('node:crypto');
const path = require('node:path');
const jiti = require('jiti')(__filename);

const ROOT = path.join(__dirname, '../../..');
process.once('message', async ({texts, warmUp}) => {
  const render = jiti(path.join(ROOT, 'plugins/social-cards/lib/render.ts'));
  const logo = render.logoDataUrl(path.join(ROOT, 'static/img/logo.svg'));
  const hashes = [];
  let before = 0;
  for (const [index, text] of texts.entries()) {
    if (index === warmUp) before = process.resourceUsage().minorPageFault;
    const png = await render.renderCard(text, logo);
    hashes.push(crypto.createHash('sha256').update(png).digest('hex'));
    // As processLoop.cjs does: Node frees resvg's images between cards.
    await new Promise((resolve) => setImmediate(resolve));
  }
  const faults = process.resourceUsage().minorPageFault - before;
  process.send({hashes, faultsPerCard: faults / (texts.length - warmUp)}, () =>
    process.exit(0),
  );
});
