import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type {LoadContext} from '@docusaurus/types';
import socialCardsPlugin from '../../plugins/social-cards';
import {normalizeFrontMatter} from '../../src/lib/frontMatter';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  cardPathOf,
  cardTree,
  isGeneratedCard,
  needsCjk,
  titleSize,
  type CardNode,
  type CardText,
} from '../../plugins/social-cards/lib/card';
import {encodePng, renderCard} from '../../plugins/social-cards/lib/render';

const TEXT: CardText = {
  title: 'S3 and Doge',
  kicker: ['Guide', 'Storage drivers'],
  host: 'doc.example.org',
  brand: 'OpenList Docs',
  locale: 'en',
};
const LOGO =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#38bdf8"/></svg>',
  ).toString('base64');

/** The chunks of a PNG file, their CRCs checked. */
function pngChunks(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  const chunks: {type: string; data: Buffer}[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const typeAndData = png.subarray(at + 4, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(zlib.crc32(typeAndData));
    chunks.push({
      type: typeAndData.subarray(0, 4).toString('latin1'),
      data: typeAndData.subarray(4),
    });
    at += 12 + length;
  }
  return chunks;
}

/** Every text leaf of a card's layout. */
const texts = (node: CardNode): string[] => {
  const children = node.props.children;
  if (typeof children === 'string') return [children];
  return Array.isArray(children) ? (children as CardNode[]).flatMap(texts) : [];
};

describe('card addresses', () => {
  it('name a card after the source file, per content folder', () => {
    expect(cardPathOf('docs/guide/drivers/s3.md')).toBe(
      '/og/docs/guide/drivers/s3.png',
    );
    expect(
      cardPathOf(
        'i18n/zh-CN/docusaurus-plugin-content-docs/current/guide/drivers/s3.mdx',
      ),
    ).toBe('/og/docs/current/guide/drivers/s3.png');
    expect(cardPathOf('versioned_docs/version-4.1.5/faq/index.md')).toBe(
      '/og/versioned_docs/version-4.1.5/faq/index.png',
    );
    expect(cardPathOf('blog/2025-10-19-openlist v4.md')).toBe(
      '/og/blog/2025-10-19-openlist-v4.png',
    );
    expect(cardPathOf(String.raw`docs\guide\index.md`)).toBe(
      '/og/docs/guide/index.png',
    );
  });

  it('cover Markdown pages, and nothing but Markdown', () => {
    expect(cardPathOf('src/pages/privacy.md')).toBe('/og/pages/privacy.png');
    expect(
      cardPathOf('i18n/zh-CN/docusaurus-plugin-content-pages/privacy.md'),
    ).toBe('/og/pages/privacy.png');
    expect(cardPathOf('src/pages/index.tsx')).toBeNull();
    expect(cardPathOf('docs/guide/_category_.json')).toBeNull();
  });

  it('tell generated cards from pictures a page names', () => {
    expect(isGeneratedCard('/og/docs/a.png')).toBe(true);
    expect(isGeneratedCard('/img/cover.png')).toBe(false);
    expect(isGeneratedCard('https://example.org/og/a.png')).toBe(false);
    expect(isGeneratedCard(undefined)).toBe(false);
  });
});

describe('the image of a page (front matter hook)', () => {
  const card = '/og/docs/a.png';
  it('is the generated card by default', () => {
    expect(normalizeFrontMatter({title: 'A'}, 'docs/a.md', {card}).image).toBe(
      card,
    );
  });
  it('is ogImage when the page names one', () => {
    expect(
      normalizeFrontMatter({title: 'A', ogImage: '/img/a.png'}, 'docs/a.md', {
        card,
      }).image,
    ).toBe('/img/a.png');
  });
  it('keeps a Docusaurus image field, and is unset without a card', () => {
    expect(
      normalizeFrontMatter({title: 'A', image: '/img/b.png'}, 'docs/a.md', {
        card,
      }).image,
    ).toBe('/img/b.png');
    expect(normalizeFrontMatter({title: 'A'}, 'docs/a.md')).not.toHaveProperty(
      'image',
    );
  });
});

describe('card layout', () => {
  it('shows the brand, the section path, the title and the host', () => {
    const tree = cardTree(TEXT, LOGO);
    expect(tree.props.style).toMatchObject({
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      boxSizing: 'border-box',
    });
    expect(texts(tree)).toEqual([
      'OpenList Docs',
      'Guide  ›  Storage drivers',
      'S3 and Doge',
      'doc.example.org',
    ]);
  });

  it('adds the subtitle and the badge only when given', () => {
    const tree = cardTree(
      {...TEXT, kicker: [], subtitle: 'A tagline', badge: 'OpenList v9'},
      LOGO,
    );
    expect(texts(tree)).toEqual([
      'OpenList Docs',
      'S3 and Doge',
      'A tagline',
      'doc.example.org',
      'OpenList v9',
    ]);
  });

  it('makes long titles smaller, counting CJK characters double', () => {
    expect(titleSize('S3')).toBeGreaterThan(titleSize('x'.repeat(60)));
    expect(titleSize('阿'.repeat(20))).toBe(titleSize('x'.repeat(40)));
    expect(needsCjk('S3 与 Doge')).toBe(true);
    expect(needsCjk('S3 and Doge')).toBe(false);
  });
});

describe('rendering', () => {
  it('encodes RGBA pixels as a PNG that decodes to the same pixels', () => {
    const width = 3;
    const height = 2;
    const pixels = Uint8Array.from(
      {length: width * height * 4},
      (_, i) => (i * 37) % 256,
    );
    const chunks = pngChunks(encodePng(pixels, width, height));
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = chunks[0]!.data;
    expect([header.readUInt32BE(0), header.readUInt32BE(4)]).toEqual([
      width,
      height,
    ]);
    expect([header[8], header[9]]).toEqual([8, 6]);
    const raw = zlib.inflateSync(chunks[1]!.data);
    for (let y = 0; y < height; y += 1) {
      const row = raw.subarray(y * (width * 4 + 1), (y + 1) * (width * 4 + 1));
      expect(row[0]).toBe(0);
      expect([...row.subarray(1)]).toEqual([
        ...pixels.subarray(y * width * 4, (y + 1) * width * 4),
      ]);
    }
  });

  it('draws a 1200×630 card, Chinese titles with real glyphs', async () => {
    const zh = {...TEXT, brand: 'OpenList 文档', locale: 'zh-CN'};
    const [first, second, english] = await Promise.all([
      renderCard({...zh, title: '存储驱动'}, LOGO),
      renderCard({...zh, title: '存储配置'}, LOGO),
      renderCard(TEXT, LOGO),
    ]);
    const header = pngChunks(first).find((c) => c.type === 'IHDR')!.data;
    expect([header.readUInt32BE(0), header.readUInt32BE(4)]).toEqual([
      CARD_WIDTH,
      CARD_HEIGHT,
    ]);
    // Missing glyphs would all be the same empty box: two titles that
    // differ in their last characters would give the same picture.
    expect(first.equals(second)).toBe(false);
    expect(first.equals(english)).toBe(false);
  }, 60_000);
});

describe('the plugin in a build', () => {
  const logoFile = path.join(__dirname, '../../static/img/logo.svg');
  const allContent = {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [
          {
            isLast: true,
            label: 'Next',
            sidebars: {},
            docs: [
              {
                id: 'guide/s3',
                permalink: '/guide/s3',
                title: 'S3',
                frontMatter: {image: '/og/guide/s3.png'},
              },
            ],
          },
        ],
      },
    },
  };
  let siteDir: string;
  const nodeEnv = process.env.NODE_ENV;
  beforeEach(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-'));
  });
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
    fs.rmSync(siteDir, {recursive: true, force: true});
  });
  const plugin = () =>
    socialCardsPlugin(
      {
        siteDir,
        siteConfig: {url: 'https://doc.example.org', title: 'OpenList Docs'},
        i18n: {currentLocale: 'en'},
        codeTranslations: {},
      } as unknown as LoadContext,
      {tagline: 'One list for every storage', logoFile},
    );
  const cacheDir = () =>
    path.join(siteDir, 'node_modules/.cache/openlist-docs/social-cards');
  const cached = () =>
    fs.existsSync(cacheDir()) ? fs.readdirSync(cacheDir()) : [];
  const cachedCards = () => cached().filter((file) => file.endsWith('.png'));

  it('renders the cards while the site is bundled, then copies them in', async () => {
    process.env.NODE_ENV = 'production';
    const cards = plugin();
    await cards.allContentLoaded!({allContent, actions: {}} as never);
    // The default card and the doc's, before postBuild is called.
    for (let waited = 0; cachedCards().length < 2 && waited < 60_000;)
      waited += await new Promise<number>((r) => setTimeout(() => r(100), 100));
    expect(cachedCards()).toHaveLength(2);
    const outDir = path.join(siteDir, 'build');
    expect(fs.existsSync(outDir)).toBe(false);
    await cards.postBuild!({outDir} as never);
    // Each card is renamed into place once written whole.
    expect(cached()).toEqual(cachedCards());
    for (const card of ['og/default.png', 'og/guide/s3.png'])
      expect(
        pngChunks(fs.readFileSync(path.join(outDir, card))).map((c) => c.type),
      ).toEqual(['IHDR', 'IDAT', 'IEND']);
  }, 90_000);

  it('renders nothing before postBuild outside a production build', async () => {
    process.env.NODE_ENV = 'development';
    const cards = plugin();
    await cards.allContentLoaded!({allContent, actions: {}} as never);
    await new Promise((r) => setTimeout(r, 500));
    expect(cachedCards()).toEqual([]);
    const outDir = path.join(siteDir, 'build');
    await cards.postBuild!({outDir} as never);
    expect(fs.existsSync(path.join(outDir, 'og/guide/s3.png'))).toBe(true);
    expect(cachedCards()).toHaveLength(2);
  }, 90_000);
});
