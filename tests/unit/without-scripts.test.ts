/**
 * scripts/lib/without-scripts.mjs and scripts/serve.mjs's `transformHtml`:
 * the bench's floor, each heavy page measured again as its HTML without the
 * scripts a browser would run (`npm run bench`, "Lighthouse").
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  isExecutable,
  withoutScripts,
} from '../../scripts/lib/without-scripts.mjs';

const PAGE = [
  '<!doctype html><html><head><meta charset=utf-8>',
  '<script data-rh=true type=application/ld+json>{"@type":"BreadcrumbList"}</script>',
  '<script>!function(){document.documentElement.dataset.ran="1"}()</script>',
  '<link rel=stylesheet href=/assets/css/styles.css />',
  '<link rel=preload href=/assets/js/main.js as=script>',
  '<link rel="modulepreload" href="/assets/js/m.js">',
  '<link rel=preload href=/assets/font.woff2 as=font crossorigin>',
  '<script type=application/json id=__page-scripts>["/assets/js/main.js"]</script>',
  '<script defer src=/assets/js/main.js></script>',
  '<SCRIPT TYPE="module">import "/x.js"</SCRIPT >',
  "<script type='text/javascript'>var a = '<b>';</script>",
  '</head><body><p>Text <code>&lt;script&gt;</code></p>',
  '<noscript><p>Needs JavaScript</p></noscript></body></html>',
].join('');

it('removes the scripts a browser runs and the links that fetch scripts', () => {
  const out = withoutScripts(PAGE);
  expect(out).not.toMatch(/<script(?![^>]*type=application\/(ld\+)?json)/i);
  expect(out).not.toContain('main.js" ');
  expect(out).not.toContain('as=script');
  expect(out).not.toContain('modulepreload');
  expect(out).not.toContain('dataset.ran');
  expect(out).not.toContain("var a = '<b>'");
});

it('keeps everything else byte for byte, data blocks included', () => {
  expect(withoutScripts(PAGE)).toBe(
    [
      '<!doctype html><html><head><meta charset=utf-8>',
      '<script data-rh=true type=application/ld+json>{"@type":"BreadcrumbList"}</script>',
      '<link rel=stylesheet href=/assets/css/styles.css />',
      '<link rel=preload href=/assets/font.woff2 as=font crossorigin>',
      '<script type=application/json id=__page-scripts>["/assets/js/main.js"]</script>',
      '</head><body><p>Text <code>&lt;script&gt;</code></p>',
      '<noscript><p>Needs JavaScript</p></noscript></body></html>',
    ].join(''),
  );
  const plain = '<html><body><p>No scripts</p></body></html>';
  expect(withoutScripts(plain)).toBe(plain);
});

it('tells scripts a browser runs from data blocks by their type', () => {
  expect(isExecutable('')).toBe(true);
  expect(isExecutable(' src=/a.js defer')).toBe(true);
  expect(isExecutable(' type=""')).toBe(true);
  expect(isExecutable(' type="Text/JavaScript "')).toBe(true);
  expect(isExecutable(' type=module')).toBe(true);
  expect(isExecutable(' data-type=json')).toBe(true);
  expect(isExecutable(' type=application/json id=x')).toBe(false);
  expect(isExecutable(" type='application/ld+json'")).toBe(false);
  expect(isExecutable(' type=text/plain')).toBe(false);
});

/** Enough text for the server to compress the page. */
const LONG = '<p>A paragraph long enough to be worth compressing.</p>'.repeat(
  40,
);

describe('scripts/serve.mjs with transformHtml', () => {
  let base: string;
  let dir: string;
  beforeAll(() => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'without-scripts-'));
    dir = path.join(base, 'build');
    // A page beside the build, which no address may reach.
    fs.writeFileSync(path.join(base, 'secret.html'), '<p>secret</p>');
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.writeFileSync(path.join(dir, file), text);
    };
    write('index.html', PAGE);
    write('guide/a.html', `${PAGE}${LONG}`);
    write('zh-CN/index.html', `${PAGE}<!-- zh -->`);
    write('assets/js/main.js', '<script>console.log(1)</script>');
    write('404.html', '<script>404</script>');
  });
  afterAll(() => fs.rmSync(base, {recursive: true, force: true}));

  type Answer = {status: number; encoding: string | null; body: string};

  /** Status, encoding and body of each path, from a server in a child process. */
  function fetchAll(paths: string[]): Promise<Record<string, Answer>> {
    const serve = path.resolve(__dirname, '../../scripts/serve.mjs');
    const strip = path.resolve(
      __dirname,
      '../../scripts/lib/without-scripts.mjs',
    );
    const program = `
      import {createServer} from ${JSON.stringify(serve)};
      import {withoutScripts} from ${JSON.stringify(strip)};
      const server = createServer({dir: ${JSON.stringify(dir)}, transformHtml: withoutScripts});
      await new Promise((r) => server.listen(0, '127.0.0.1', r));
      const origin = 'http://127.0.0.1:' + server.address().port;
      const out = {};
      for (const p of ${JSON.stringify(paths)}) {
        const res = await fetch(origin + p, {headers: {'accept-encoding': 'gzip'}});
        out[p] = {status: res.status, encoding: res.headers.get('content-encoding'), body: await res.text()};
      }
      server.close();
      process.stdout.write(JSON.stringify(out));
    `;
    return new Promise((resolve, reject) => {
      execFile(
        process.execPath,
        ['--input-type=module', '-e', program],
        (error, stdout) =>
          error ? reject(error) : resolve(JSON.parse(stdout)),
      );
    });
  }

  it('serves every page without its scripts, gzip, and other files as built', async () => {
    const answers = await fetchAll([
      '/',
      '/guide/a',
      '/zh-CN/',
      '/assets/js/main.js',
      '/guide/none',
      '/..%2Fsecret',
    ]);
    const answer = (p: string): Answer => {
      const found = answers[p];
      if (!found) throw new Error(`no answer for ${p}`);
      return found;
    };
    const home = answer('/');
    const page = answer('/guide/a');
    const slash = answer('/zh-CN/');
    const script = answer('/assets/js/main.js');
    const missing = answer('/guide/none');
    const outside = answer('/..%2Fsecret');
    // (compression leaves a body under 1 KB as it is, as nginx's
    // gzip_min_length does.)
    expect(home).toEqual({
      status: 200,
      encoding: null,
      body: withoutScripts(PAGE),
    });
    expect(page).toEqual({
      status: 200,
      encoding: 'gzip',
      body: withoutScripts(`${PAGE}${LONG}`),
    });
    expect(slash.body).toBe(withoutScripts(`${PAGE}<!-- zh -->`));
    expect(script.body).toBe('<script>console.log(1)</script>');
    expect(missing).toMatchObject({status: 404, body: '<script>404</script>'});
    expect(outside).toMatchObject({status: 404, body: '<script>404</script>'});
  }, 20000);
});
