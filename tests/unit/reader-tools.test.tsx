import os from 'node:os';
import path from 'node:path';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import type {Root, RootContent} from 'mdast';
import driversJson from '../../data/drivers.json';
import ecosystem from '../../data/ecosystem.json';
import DriverFields from '../../src/components/DriverFields';
import DriverIndex from '../../src/components/DriverIndex';
import EcosystemCards from '../../src/components/EcosystemCards';
import {MountTree, SequenceDiagram} from '../../src/components/Diagrams';
import EncryptedContent from '../../src/components/EncryptedContent';
import type {DriversData} from '../../src/lib/drivers';
import {htmlToMarkdown} from '../../plugins/reader-tools/lib/markdown';
import {markdownLibraries} from './support/markdownLibraries';
import {
  chatAssistants,
  chatPrompt,
  reportProblemUrl,
  twinPath,
} from '../../plugins/reader-tools/lib/actions';
import {
  htmlFileOf,
  publicPages,
  twinFileOf,
  type AllContent,
} from '../../plugins/reader-tools/lib/pages';
import {llmsFullTxt, llmsTxt} from '../../plugins/reader-tools/lib/llms';
import remarkPageActions, {
  PAGE_ACTIONS_COMPONENT,
} from '../../plugins/reader-tools/remark';
import {ENCRYPTED_COMPONENT} from '../../plugins/encrypt/remark';

// The site's components read Docusaurus's context; in Node they get what the
// build gives them for an English page.
let mockLocale = 'en';
jest.mock(
  '@docusaurus/useDocusaurusContext',
  () => () => ({
    i18n: {currentLocale: mockLocale, defaultLocale: 'en'},
    siteConfig: {url: 'https://docs.example.org', baseUrl: '/'},
  }),
  {virtual: true},
);
jest.mock(
  '@docusaurus/useBrokenLinks',
  () => () => ({collectAnchor: () => {}, collectLink: () => {}}),
  {virtual: true},
);
jest.mock('@docusaurus/useIsBrowser', () => () => false, {virtual: true});
jest.mock('@docusaurus/router', () => ({useHistory: () => ({})}), {
  virtual: true,
});
jest.mock(
  '@theme/Heading',
  () =>
    function Heading({
      as: As,
      children,
      ...props
    }: {
      as: 'h2';
      children: React.ReactNode;
    }) {
      return <As {...props}>{children}</As>;
    },
  {virtual: true},
);

// The HTML and Markdown libraries are ES modules: jiti loads them through the
// twins' loader, as the build's worker threads do.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {markdownLoader} = require('../../plugins/reader-tools/lib/loader.cjs');
const libraries = markdownLibraries(
  markdownLoader(__filename, {
    interopDefault: true,
    // Its own modules, not ones another test loaded without the loader.
    requireCache: false,
    cacheDir: path.join(os.tmpdir(), 'openlist-docs-jiti'),
  }),
);

const drivers = driversJson as DriversData;

// The driver index asks which docs version the page is in: the current one.
jest.mock('@docusaurus/plugin-content-docs/client', () => ({
  useActiveDocContext: () => ({activeVersion: undefined}),
}));

const PAGE_URL = 'https://docs.example.org/guide/example';

/** A built doc page as Docusaurus lays it out, around `body`. */
function docPage(body: string, description = 'What the page is about.') {
  return `<!doctype html><html><head><meta name="description" content="${description}"></head><body><nav class="navbar">Site menu</nav><article><nav class="theme-doc-breadcrumbs">Home</nav><div class="theme-doc-markdown markdown"><div data-md-skip="true"><button>Copy page</button></div><header><h1>Example page</h1></header>${body}</div><footer>Edit this page</footer></article></body></html>`;
}

function convert(body: string, locale = 'en'): string {
  const markdown = htmlToMarkdown(
    docPage(body),
    {pageUrl: PAGE_URL, locale},
    libraries,
  );
  expect(markdown).not.toBeNull();
  return markdown!;
}

/** The Markdown outside fenced code blocks and inline code. */
function prose(markdown: string): string {
  return markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
}

/** Markup the theme renders for the built-in MDX elements (Docusaurus 3). */
const THEME = {
  tabs: `<div class="theme-tabs-container tabs-container"><ul role="tablist" class="tabs"><li role="tab" tabindex="0" aria-selected="true" class="tabs__item">docker run</li><li role="tab" tabindex="-1" class="tabs__item">Docker Compose</li></ul><div class="margin-top--md"><div role="tabpanel"><p>First way.</p></div><div role="tabpanel" hidden><p>Second way.</p></div></div></div>`,
  admonition: `<div class="theme-admonition theme-admonition-warning admonition_x alert alert--warning"><div class="admonitionHeading_y"><span class="admonitionIcon_z"><svg viewBox="0 0 16 16"><path d="M0 0h1v1z"/></svg></span>warning</div><div class="admonitionContent_w"><p>Back up <code>data/</code> first.</p></div></div>`,
  code: `<div class="language-bash codeBlockContainer_a theme-code-block"><div class="codeBlockTitle_b">install.sh</div><div class="codeBlockContent_c"><pre tabindex="0" class="prism-code language-bash codeBlock_d"><code class="codeBlockLines_e"><div class="token-line"><span class="token function">sudo</span><span class="token plain"> mkdir -p /srv</span><br></div><div class="token-line"><span class="token plain">echo done</span><br></div></code></pre><div class="buttonGroup_f"><button type="button" aria-label="Copy code to clipboard">Copy</button></div></div></div>`,
  details: `<details class="details_a alert alert--info"><summary>Why it needs root</summary><div><div class="collapsibleContent_b"><p>Because of the base image.</p></div></div></details>`,
  heading: `<h2 class="anchor" id="fields">Fields<a href="#fields" class="hash-link" aria-label="Direct link to Fields">&#8203;</a></h2><a id="old-anchor"></a>`,
  links: `<p>See <a href="/guide/other">the other page</a> and <a href="#fields">the fields</a>. <img src="/img/shot.png" alt="A screenshot"></p><p><img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="An inlined drawing"></p>`,
};

describe('Markdown twin of a page', () => {
  const s3 = drivers.drivers.find((driver) => driver.name === 'S3')!;

  it('turns every MDX component of the site into plain Markdown', () => {
    const body = [
      THEME.heading,
      renderToStaticMarkup(
        <DriverFields
          data={drivers}
          driver="S3"
          notes={{bucket: 'The bucket to mount.'}}
        />,
      ),
      THEME.tabs,
      THEME.admonition,
      THEME.code,
      THEME.details,
      THEME.links,
      renderToStaticMarkup(
        <SequenceDiagram
          title="A download"
          participants={['Browser', 'OpenList']}
          steps={[{from: 0, to: 1, text: 'GET /d/file'}]}
        />,
      ),
      renderToStaticMarkup(
        <MountTree
          title="Two storages in one tree"
          storagesLabel="Storages"
          treeLabel="What users see"
          virtualLabel="(virtual)"
          storages={[
            {driver: 'Local', mount: '/local'},
            {driver: 'S3', mount: '/cloud/s3'},
          ]}
        />,
      ),
      renderToStaticMarkup(<EcosystemCards />),
    ].join('\n');
    const markdown = convert(body);

    // Title, description and source first; no interface text anywhere.
    expect(markdown.split('\n').slice(0, 5)).toEqual([
      '# Example page',
      '',
      '> What the page is about.',
      '',
      `Source: ${PAGE_URL}`,
    ]);
    for (const chrome of ['Copy page', 'Site menu', 'Edit this page', 'Home'])
      expect(markdown).not.toContain(chrome);
    expect(markdown.match(/^# /gm)).toHaveLength(1);

    // No JSX, HTML, imports or exports left outside code.
    expect(prose(markdown)).not.toMatch(/<\/?[A-Za-z][\w.-]*(\s[^>]*)?>/);
    expect(markdown).not.toMatch(/^(import|export) /m);

    // The driver's field table: a GFM table with one row per field.
    const rows = markdown
      .split('\n')
      .filter((line) => line.startsWith('| ') && line.includes('`'));
    for (const field of s3.additional)
      expect(rows.some((row) => row.includes(`\`${field.json}\``))).toBe(true);
    expect(rows.find((row) => row.includes('`bucket`'))).toMatch(
      /\| The bucket to mount\. \|$/,
    );

    // Tabs become headings one level below the section they are in.
    expect(markdown).toContain('### docker run\n\nFirst way.');
    expect(markdown).toContain('### Docker Compose\n\nSecond way.');
    // Admonitions become quotes with their label.
    expect(markdown).toContain('> **Warning**\n>\n> Back up `data/` first.');
    // Code blocks keep their language, lines and title, not the copy button.
    expect(markdown).toContain(
      '**install.sh**\n\n```bash\nsudo mkdir -p /srv\necho done\n```',
    );
    expect(markdown).not.toContain('Copy code');
    // Collapsible details: the summary in bold, then the text.
    expect(markdown).toContain(
      '**Why it needs root**\n\nBecause of the base image.',
    );
    // Headings keep their text without the anchor link.
    expect(markdown).toContain('## Fields\n');
    // Links and images are absolute; in-page links stay fragments.
    expect(markdown).toContain(
      '[the other page](https://docs.example.org/guide/other)',
    );
    expect(markdown).toContain('[the fields](#fields)');
    expect(markdown).toContain(
      '![A screenshot](https://docs.example.org/img/shot.png)',
    );
    // An image the bundler inlined keeps its text alternative, not base64.
    expect(markdown).toContain('_Image: An inlined drawing_');
    expect(markdown).not.toContain('data:image');
    // Diagrams become their text alternative.
    expect(markdown).toMatch(/^_Diagram: A download — /m);
    expect(markdown).toMatch(/^_Diagram: Two storages in one tree/m);
    // Ecosystem cards keep every project's name and link.
    for (const entry of ecosystem.slice(0, 3) as {name: string}[])
      expect(markdown).toContain(entry.name);
  });

  it("names a sortable table's columns without their sort arrows", () => {
    const markdown = convert(
      renderToStaticMarkup(
        <DriverIndex data={drivers} about={{S3: 'Amazon S3'}} />,
      ),
    );
    const header = markdown
      .split('\n')
      .find((line) => line.startsWith('| Driver'));
    expect(header).toBe(
      '| Driver Connects to | Login or API keys | Upload | Downloads |',
    );
    expect(markdown).toMatch(/^\| \[S3\]\(.*\) Amazon S3 \|/m);
  });

  it('writes labels in the page language', () => {
    mockLocale = 'zh-CN';
    try {
      const markdown = convert(
        [
          THEME.admonition,
          renderToStaticMarkup(
            <SequenceDiagram
              title="下载"
              participants={['浏览器', 'OpenList']}
              steps={[{from: 0, to: 1, text: 'GET /d/file'}]}
            />,
          ),
        ].join(''),
        'zh-CN',
      );
      expect(markdown).toContain(`来源：${PAGE_URL}`);
      expect(markdown).toContain('> **警告**');
      expect(markdown).toMatch(/^_图示：下载/m);
    } finally {
      mockLocale = 'en';
    }
  });

  it('never exports a password-protected page', () => {
    const form = renderToStaticMarkup(
      <EncryptedContent
        version="1"
        iterations="1000"
        salt="AAAA"
        iv="BBBB"
        cipher="CCCC"
        mac="DDDD"
      />,
    );
    expect(form).toMatch(/<form[^>]*data-encrypted/);
    expect(
      htmlToMarkdown(
        docPage(form),
        {pageUrl: PAGE_URL, locale: 'en'},
        libraries,
      ),
    ).toBeNull();
  });

  it('has no twin for a page without doc content', () => {
    expect(
      htmlToMarkdown(
        '<html><body><main><h1>Home</h1></main></body></html>',
        {pageUrl: PAGE_URL, locale: 'en'},
        libraries,
      ),
    ).toBeNull();
  });
});

/** Loaded content of a docs plugin with a current and an older version. */
function allContent(): AllContent {
  const doc = (id: string, title: string, extra = {}) => ({
    id,
    title,
    description: `About ${title}`,
    permalink: `/${id}`,
    ...extra,
  });
  return {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [
          {
            versionName: 'current',
            label: 'v2.0.0',
            isLast: true,
            docs: [
              doc('guide/b', 'B'),
              doc('guide', 'Guide'),
              doc('guide/a', 'A'),
              doc('api', 'API'),
              doc('hidden', 'Hidden', {unlisted: true}),
              doc('orphan', 'Orphan'),
            ],
            sidebars: {
              guide: [
                {
                  type: 'category',
                  label: 'Guide',
                  link: {type: 'doc', id: 'guide'},
                  items: [
                    {type: 'doc', id: 'guide/a'},
                    {type: 'doc', id: 'guide/b'},
                  ],
                },
              ],
              api: [{type: 'doc', id: 'api'}],
            },
          },
          {
            versionName: '1.0.0',
            label: 'v1.0.0',
            isLast: false,
            docs: [doc('v1.0.0/guide', 'Old guide')],
            sidebars: {guide: [{type: 'doc', id: 'v1.0.0/guide'}]},
          },
        ],
      },
    },
    'docusaurus-plugin-content-blog': {
      default: {
        blogPosts: [
          {metadata: {permalink: '/posts/new', title: 'New post'}},
          {
            metadata: {
              permalink: '/posts/draft',
              title: 'Unlisted post',
              unlisted: true,
            },
          },
        ],
      },
    },
  };
}

describe('public pages and llms.txt', () => {
  const pages = publicPages(allContent(), 'en');

  it('lists docs in sidebar order, then other docs, then posts', () => {
    expect(pages.map((page) => page.permalink)).toEqual([
      '/guide',
      '/guide/a',
      '/guide/b',
      '/api',
      '/orphan',
      '/v1.0.0/guide',
      '/posts/new',
    ]);
    expect(pages.map((page) => page.section)).toEqual([
      'Guide',
      'Guide',
      'Guide',
      'API',
      'Other pages',
      'Old guide',
      'Posts',
    ]);
    const old = pages.find((page) => page.permalink === '/v1.0.0/guide')!;
    expect(old).toMatchObject({current: false, versionLabel: 'v1.0.0'});
    expect(publicPages(allContent(), 'zh-CN').at(-1)!.section).toBe('文章');
  });

  it('maps pages to their HTML and Markdown files', () => {
    expect(twinPath('/guide/a')).toBe('/guide/a.md');
    expect(twinPath('/guide/drivers/')).toBe('/guide/drivers.md');
    expect(twinPath('/')).toBe('/index.md');
    expect(htmlFileOf('/guide/a', '/')).toBe('guide/a.html');
    expect(htmlFileOf('/zh-CN/guide/a', '/zh-CN/')).toBe('guide/a.html');
    expect(twinFileOf('/zh-CN/guide/drivers/', '/zh-CN/')).toBe(
      'guide/drivers.md',
    );
  });

  it('writes one linked line per page, older versions as optional', () => {
    const site = {
      title: 'Docs',
      summary: 'A summary\nover two lines.',
      url: 'https://docs.example.org',
      locale: 'en',
      openlistVersion: 'v2.0.0',
    };
    const twinUrl = (page: {permalink: string}) =>
      `${site.url}${twinPath(page.permalink)}`;
    const text = llmsTxt(
      site,
      pages,
      twinUrl,
      'https://docs.example.org/llms-full.txt',
    );
    const lines = text.split('\n');
    expect(lines[0]).toBe('# Docs');
    expect(lines[2]).toBe('> A summary over two lines.');
    const entries = lines.filter((line) => line.startsWith('- ['));
    expect(entries).toHaveLength(pages.length);
    for (const page of pages) expect(text).toContain(`](${twinUrl(page)})`);
    expect(text).toContain(
      '- [A](https://docs.example.org/guide/a.md): About A',
    );
    const optional = lines.indexOf('## Optional');
    expect(optional).toBeGreaterThan(lines.indexOf('## Posts'));
    expect(lines.slice(optional).join('\n')).toContain('/v1.0.0/guide.md');
    expect(llmsFullTxt(site, ['# A\n\nText A', '# B\n\nText B'])).toMatch(
      /^# Docs[\s\S]*# A\n\nText A\n\n---\n\n# B\n\nText B\n$/,
    );
  });
});

describe('page actions', () => {
  it('offers the assistants of the reader language', () => {
    expect(chatAssistants('en').map((a) => a.name)).toEqual([
      'ChatGPT',
      'Claude',
    ]);
    expect(chatAssistants('zh-CN').map((a) => a.name)).toEqual(
      expect.arrayContaining(['DeepSeek', 'Kimi', 'ChatGPT', 'Claude']),
    );
    const twin = 'https://docs.example.org/guide/a.md';
    for (const locale of ['en', 'zh-CN'])
      for (const assistant of chatAssistants(locale)) {
        const url = new URL(assistant.url(chatPrompt(locale, twin)));
        expect(url.protocol).toBe('https:');
        expect([...url.searchParams.values()].join(' ')).toContain(twin);
      }
  });

  it('prefills a report with the page, language, version and commit', () => {
    const url = new URL(
      reportProblemUrl({
        repositoryUrl: 'https://github.com/example/docs/',
        pageTitle: 'S3',
        pageUrl: 'https://docs.example.org/zh-CN/guide/s3',
        locale: 'zh-CN',
        openlistVersion: 'v2.0.0',
        commit: 'abc123',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://github.com/example/docs/issues/new',
    );
    expect(url.searchParams.get('title')).toContain('S3');
    const body = url.searchParams.get('body')!;
    for (const fact of [
      'https://docs.example.org/zh-CN/guide/s3',
      'zh-CN',
      'v2.0.0',
      'abc123',
    ])
      expect(body).toContain(fact);
    const unknown = new URL(
      reportProblemUrl({
        repositoryUrl: 'https://github.com/example/docs',
        pageTitle: 'S3',
        pageUrl: 'https://docs.example.org/guide/s3',
        locale: 'en',
        openlistVersion: 'v2.0.0',
        commit: null,
      }),
    );
    expect(unknown.searchParams.get('body')).toContain('Docs commit: unknown');
  });
});

describe('remark plugin', () => {
  const heading = (depth: 1 | 2, value: string): RootContent => ({
    type: 'heading',
    depth,
    children: [{type: 'text', value}],
  });
  const jsx = (name: string) =>
    ({
      type: 'mdxJsxFlowElement',
      name,
      attributes: [],
      children: [],
    }) as unknown as RootContent;
  const names = (tree: Root) =>
    tree.children.map((node) =>
      node.type === ('mdxJsxFlowElement' as string)
        ? (node as unknown as {name: string}).name
        : node.type,
    );
  const run = (children: RootContent[]) => {
    const tree: Root = {type: 'root', children};
    remarkPageActions()(tree);
    return names(tree);
  };

  it('puts the actions right after the title', () => {
    expect(run([heading(1, 'Title'), heading(2, 'Part')])).toEqual([
      'heading',
      PAGE_ACTIONS_COMPONENT,
      'heading',
    ]);
    // Docusaurus wraps the content title in <header> before this plugin.
    expect(run([jsx('header'), heading(2, 'Part')])).toEqual([
      'header',
      PAGE_ACTIONS_COMPONENT,
      'heading',
    ]);
    // Title from front matter: at the top, after the imports.
    expect(
      run([{type: 'mdxjsEsm', value: ''} as RootContent, heading(2, 'A')]),
    ).toEqual(['mdxjsEsm', PAGE_ACTIONS_COMPONENT, 'heading']);
  });

  it('leaves password-protected pages alone', () => {
    expect(run([jsx(ENCRYPTED_COMPONENT)])).toEqual([ENCRYPTED_COMPONENT]);
  });
});
