import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import legacyData from '../../data/legacy-redirects.json';
import siteConfig from '../../site.config';
import {
  REDIRECT_SCRIPT,
  commentTerm,
  legacyDataProblems,
  legacyRedirects,
  liveAnchorMap,
  withMovedAnchors,
  nginxRedirectMaps,
  pathOf,
  redirectPage,
  resolveLegacyTarget,
  serverRedirects,
  type LegacyData,
  type Redirect,
} from '../../plugins/legacy-redirects/lib/legacyRedirects';
import {caseTwins} from '../../plugins/legacy-redirects/lib/caseTwins';

const data = legacyData as unknown as LegacyData;
const ROOT = path.resolve(__dirname, '../..');

/** The docs source file that answers a site path (English), if any. */
function docFor(route: string): string | undefined {
  const rel = route === '/' ? 'index' : route.replace(/^\//, '');
  const candidates = [
    `docs/${rel}.md`,
    `docs/${rel}.mdx`,
    `docs/${rel}/index.md`,
    `docs/${rel}/index.mdx`,
    `src/pages/${rel}.md`,
    `src/pages/${rel}.tsx`,
  ];
  return candidates.find((file) => fs.existsSync(path.join(ROOT, file)));
}

/** Run the stub's script against a fake location; returns where it goes. */
function runStub(redirect: Redirect, hash: string, search = ''): string {
  const html = redirectPage(redirect, 'en');
  const json =
    /<script type="application\/json" id="legacy-redirect">(.*?)<\/script>/.exec(
      html,
    )![1]!;
  let went = '';
  const location = {hash, search, replace: (to: string) => (went = to)};
  const document = {getElementById: () => ({textContent: json})};
  new Function('document', 'location', REDIRECT_SCRIPT)(document, location);
  return went;
}

describe('legacy addresses (data/legacy-redirects.json)', () => {
  it('is sound: no address twice, no chain, nobody sent to the home page, anchors of real old pages', () => {
    expect(legacyDataProblems(data)).toEqual([]);
  });

  it('maps every address of the previous site to a target', () => {
    const all = {...data.valaxy, ...data.valaxyHistory, ...data.vuepress};
    for (const [from, to] of Object.entries(all)) {
      expect([from, typeof to, to.length > 0]).toEqual([from, 'string', true]);
    }
    // Addresses nobody answers are listed with a reason, not forgotten.
    for (const [from, why] of Object.entries(data.gone)) {
      expect([from, why.length > 20]).toEqual([from, true]);
    }
  });

  it('sends every old address to a page that exists in the sources (the build checks routes and anchors again)', () => {
    const all = {...data.valaxy, ...data.valaxyHistory, ...data.vuepress};
    const generated = new Set<string>();
    const missing = Object.entries(all)
      .map(([from, to]) => [from, pathOf(to)] as const)
      .filter(([, to]) => !generated.has(to) && !docFor(to));
    expect(missing).toEqual([]);
  });

  it('keeps the template links of OpenList bug reports: both anchors exist in both languages', () => {
    const target = pathOf(data.valaxy['/faq/howto']!);
    const rel = `${target.slice(1)}.md`;
    const ids = [
      'how-to-quickly-locate-bugs',
      'tls-handshake-timeout-read-connection-reset-by-peer-dns-lookup-failed-connect-connection-refused-client-timeout-exceeded-while-awaiting-headers-no-such-host-1',
    ];
    for (const file of [
      `docs/${rel}`,
      `i18n/zh-CN/docusaurus-plugin-content-docs/current/${rel}`,
    ]) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      for (const id of ids)
        expect([file, text.includes(`{#${id}}`)]).toEqual([file, true]);
    }
  });
});

describe('redirect stubs', () => {
  it('writes doc.oplist.org addresses in both languages and VuePress ones at the root only', () => {
    const en = legacyRedirects(data, {localePrefix: ''});
    const zh = legacyRedirects(data, {localePrefix: '/zh-CN'});
    expect(en.find((r) => r.from === '/faq/howto')?.to).toBe('/faq/how-to');
    expect(zh.find((r) => r.from === '/zh-CN/faq/howto')?.to).toBe(
      '/zh-CN/faq/how-to',
    );
    expect(
      zh.every(
        (r) => r.from.startsWith('/zh-CN/') && r.to.startsWith('/zh-CN'),
      ),
    ).toBe(true);
    const vuepressZh = en.filter((r) => r.from.startsWith('/zh/'));
    expect(vuepressZh.length).toBeGreaterThan(0);
    expect(vuepressZh.every((r) => r.to.startsWith('/zh-CN/'))).toBe(true);
    // An address that did not change needs no stub.
    expect(en.some((r) => r.from === r.to)).toBe(false);
  });

  const merged: Redirect = {
    from: '/guide/drivers/115_open',
    to: '/guide/drivers/115#115-open',
    anchors: {'old-id': '/faq/errors#new-id'},
  };
  const moved: Redirect = {from: '/faq/howto', to: '/faq/how-to', anchors: {}};

  it.each([
    [merged, '', '/guide/drivers/115#115-open'],
    [merged, 'old-id', '/faq/errors#new-id'],
    [merged, 'unknown', '/guide/drivers/115#115-open'],
    [moved, '', '/faq/how-to'],
    [moved, 'kept-id', '/faq/how-to#kept-id'],
  ])(
    'sends %# to the right heading, in the stub script as in the rule',
    (redirect, id, expected) => {
      expect(resolveLegacyTarget(redirect, id)).toBe(expected);
      expect(runStub(redirect, id ? `#${id}` : '')).toBe(expected);
    },
  );

  it('keeps the query string before the anchor', () => {
    expect(runStub(merged, '', '?a=1')).toBe('/guide/drivers/115?a=1#115-open');
    expect(runStub(moved, '#x', '?a=1')).toBe('/faq/how-to?a=1#x');
  });

  it('uses one script text in every stub (one CSP hash)', () => {
    const scripts = new Set(
      legacyRedirects(data, {localePrefix: ''}).map(
        (r) => /<script>(.*?)<\/script>/.exec(redirectPage(r, 'en'))![1],
      ),
    );
    expect(scripts.size).toBe(1);
  });

  it('escapes what it writes into the page', () => {
    const html = redirectPage(
      {from: '/a', to: '/b"><x', anchors: {'</script>': '/c'}},
      'en',
    );
    expect(html).not.toContain('"><x');
    expect(html).not.toContain('</script>"');
  });
});

describe('server redirects (deploy/legacy-redirects.conf)', () => {
  it('is the generated file (run npm run gen:redirects after editing the data)', () => {
    const committed = fs.readFileSync(
      path.join(ROOT, 'deploy/legacy-redirects.conf'),
      'utf8',
    );
    expect(committed).toBe(
      nginxRedirectMaps(serverRedirects(data, siteConfig.site)),
    );
  });

  it('covers the legacy addresses and the configured redirects in every language', () => {
    const froms = new Set(
      serverRedirects(data, siteConfig.site).map((r) => r.from),
    );
    for (const prefix of ['', '/zh-CN']) {
      expect(froms.has(`${prefix}/faq/howto`)).toBe(true);
      expect(froms.has(`${prefix}/docs`)).toBe(true);
    }
  });

  it('is answered with a permanent redirect by the nginx example', () => {
    const conf = fs.readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
    expect(conf).toMatch(
      /return 301 \$openlist_docs_redirect\$is_args\$args\$openlist_docs_redirect_anchor;/,
    );
  });
});

describe('comment threads', () => {
  it('keeps the thread of an unchanged page: its path without the slash, index for home', () => {
    expect(commentTerm('/guide/drivers/115', data)).toBe('guide/drivers/115');
    expect(commentTerm('/', data)).toBe('index');
  });

  it('gives a moved page the thread of its previous address', () => {
    for (const [from, to] of Object.entries(data.valaxy)) {
      // A page the previous site already had keeps its own thread.
      if (from === to || to.includes('#') || data.valaxy[to] === to) continue;
      const owner = Object.entries(data.valaxy).find(([, t]) => t === to)![0];
      expect(commentTerm(to, data)).toBe(owner.slice(1));
    }
    expect(commentTerm('/faq/how-to', data)).toBe('faq/howto');
  });

  it('shares one thread between the English and the Chinese page', () => {
    for (const page of [
      '/faq/how-to',
      '/guide/drivers/aliyundrive',
      '/',
      '/guide/quick-start',
    ]) {
      const zh = page === '/' ? '/zh-CN/' : `/zh-CN${page}`;
      expect(commentTerm(zh, data)).toBe(commentTerm(page, data));
    }
  });

  it("adds the headings that moved off this site's own pages, the old sites' entries first", () => {
    const live = {'/a': {x: '/b#x'}};
    expect(
      withMovedAnchors(live, {'/a': {x: '/c#x', y: '/c#y'}, '/d': {z: '/e'}}),
    ).toEqual({'/a': {x: '/b#x', y: '/c#y'}, '/d': {z: '/e'}});
    expect(live).toEqual({'/a': {x: '/b#x'}});
  });

  it('reads old anchors only for pages that kept their address', () => {
    const live = liveAnchorMap(data);
    for (const page of Object.keys(live))
      expect(data.valaxy[page] ?? data.valaxyHistory[page]).toBe(page);
  });
});

describe('caseTwins (a redirect page that would meet a page under another letter case)', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'case-twins-'));
    fs.writeFileSync(path.join(dir, 'Foo.html'), '');
  });
  afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('finds a name that differs in case only, not the name itself or others', () => {
    const twins = caseTwins();
    expect(twins.exists(path.join(dir, 'foo.html'))).toBe(true);
    expect(twins.exists(path.join(dir, 'FOO.HTML'))).toBe(true);
    expect(twins.exists(path.join(dir, 'Foo.html'))).toBe(false);
    expect(twins.exists(path.join(dir, 'bar.html'))).toBe(false);
    expect(twins.exists(path.join(dir, 'missing/foo.html'))).toBe(false);
  });

  it('knows the files written since, in read folders and new ones', () => {
    const twins = caseTwins();
    expect(twins.exists(path.join(dir, 'bar.html'))).toBe(false);
    fs.writeFileSync(path.join(dir, 'Bar.html'), '');
    twins.added(path.join(dir, 'Bar.html'));
    expect(twins.exists(path.join(dir, 'bar.html'))).toBe(true);
    const sub = path.join(dir, 'sub');
    expect(twins.exists(path.join(sub, 'a.html'))).toBe(false);
    fs.mkdirSync(sub);
    fs.writeFileSync(path.join(sub, 'A.html'), '');
    twins.added(path.join(sub, 'A.html'));
    expect(twins.exists(path.join(sub, 'a.html'))).toBe(true);
  });

  it('reads each folder once', () => {
    const read = jest.spyOn(fs, 'readdirSync');
    try {
      const twins = caseTwins();
      for (const name of ['a.html', 'b.html', 'foo.html', 'c.html'])
        twins.exists(path.join(dir, name));
      expect(read).toHaveBeenCalledTimes(1);
    } finally {
      read.mockRestore();
    }
  });
});
