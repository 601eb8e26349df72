/**
 * Social cards: the rules, with no rendering library. A card is a 1200×630
 * PNG (the Open Graph size that every network shows large) with the page's
 * title, its section, the OpenList mark and the site's address.
 */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Where generated cards live, relative to a locale's base URL. */
export const CARD_DIR = 'og';
/** The card of pages without their own: the home page and lists. */
export const DEFAULT_CARD = `${CARD_DIR}/default.png`;

/** `OPENLIST_DOCS_SOCIAL_CARDS=off` builds without generated cards. */
export const socialCardsEnabled = (): boolean =>
  process.env.OPENLIST_DOCS_SOCIAL_CARDS !== 'off';

/**
 * The card address (the front matter `image`) of a Markdown source, from its
 * path relative to the site: `docs/guide/x.md` → `/og/docs/guide/x.png`,
 * `i18n/zh-CN/docusaurus-plugin-content-docs/current/guide/x.md` →
 * `/og/docs/current/guide/x.png` (served under the locale's base URL),
 * `src/pages/terms.md` → `/og/pages/terms.png`. Null for files that are not
 * Markdown.
 */
export function cardPathOf(relativeSource: string): string | null {
  const file = relativeSource.split('\\').join('/');
  if (!/\.mdx?$/.test(file)) return null;
  const name = file
    .replace(/^src\/pages\//, 'pages/')
    .replace(/^i18n\/[^/]+\/docusaurus-plugin-content-/, '')
    .replace(/\.mdx?$/, '')
    .replace(/[^A-Za-z0-9._/-]+/g, '-');
  return `/${CARD_DIR}/${name}.png`;
}

/** True when a front matter `image` is a card this site generates. */
export function isGeneratedCard(image: unknown): image is string {
  return (
    typeof image === 'string' &&
    image.startsWith(`/${CARD_DIR}/`) &&
    image.endsWith('.png')
  );
}

export interface CardText {
  /** The page's title (or, on the default card, the site's). */
  title: string;
  /** Above the title: the section, and the category inside it. */
  kicker: string[];
  /** Under the title: the site's tagline on the default card. */
  subtitle?: string;
  /** Bottom right, on the default card: the OpenList release documented. */
  badge?: string;
  /** Bottom left: the site's host name. */
  host: string;
  /** The site's name beside the mark, e.g. "OpenList Docs". */
  brand: string;
  locale: string;
}

/** A satori element: a React-like tree without React. */
export interface CardNode {
  type: string;
  props: Record<string, unknown> & {children?: unknown};
}

const node = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  extra: Record<string, unknown> = {},
): CardNode => ({type, props: {style, children, ...extra}});

/** Title size: long titles get smaller so that three lines hold them. */
export function titleSize(title: string): number {
  // CJK characters are about twice as wide as Latin letters.
  const width = Array.from(title).reduce(
    (sum, char) => sum + (/[\u2E80-\uFFEF]/.test(char) ? 2 : 1),
    0,
  );
  if (width <= 28) return 76;
  if (width <= 48) return 64;
  if (width <= 80) return 54;
  return 46;
}

export const CARD_COLORS = {
  background: '#0b1220',
  text: '#f1f5f9',
  muted: '#94a3b8',
  accent: '#38bdf8',
  accent2: '#5eead4',
} as const;

/** The card's layout, for satori. `logo` is the mark as a data: URL. */
export function cardTree(text: CardText, logo: string): CardNode {
  const c = CARD_COLORS;
  return node(
    'div',
    {
      boxSizing: 'border-box',
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      background: c.background,
      color: c.text,
      fontFamily: "'Card', 'Card SC'",
      borderTop: `12px solid ${c.accent}`,
    },
    [
      node('div', {display: 'flex', alignItems: 'center', gap: 20}, [
        node('img', {width: 64, height: 64}, undefined, {
          src: logo,
          width: 64,
          height: 64,
        }),
        node(
          'div',
          {fontSize: 36, fontWeight: 700, letterSpacing: -0.5},
          text.brand,
        ),
      ]),
      node('div', {display: 'flex', flexDirection: 'column', gap: 20}, [
        ...(text.kicker.length > 0
          ? [
              node(
                'div',
                {
                  fontSize: 30,
                  fontWeight: 700,
                  color: c.accent2,
                  lineClamp: 1,
                },
                text.kicker.join('  ›  '),
              ),
            ]
          : []),
        node(
          'div',
          {
            fontSize: titleSize(text.title),
            fontWeight: 700,
            lineHeight: 1.18,
            lineClamp: 3,
          },
          text.title,
        ),
        ...(text.subtitle
          ? [
              node(
                'div',
                {fontSize: 34, color: c.muted, lineHeight: 1.35, lineClamp: 2},
                text.subtitle,
              ),
            ]
          : []),
      ]),
      node(
        'div',
        {
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          fontSize: 28,
          color: c.muted,
        },
        [
          node('div', {display: 'flex'}, text.host),
          ...(text.badge
            ? [
                node(
                  'div',
                  {
                    display: 'flex',
                    padding: '6px 18px',
                    borderRadius: 999,
                    border: `2px solid ${c.muted}`,
                    fontWeight: 700,
                  },
                  text.badge,
                ),
              ]
            : []),
        ],
      ),
    ],
  );
}

/** The words on cards, per locale. */
export const CARD_WORDS: Record<
  string,
  {brand: (site: string) => string; release: (version: string) => string}
> = {
  en: {brand: (site) => `${site} Docs`, release: (v) => `OpenList ${v}`},
  'zh-CN': {brand: (site) => `${site} 文档`, release: (v) => `OpenList ${v}`},
};

export const cardWords = (locale: string) =>
  CARD_WORDS[locale] ?? CARD_WORDS.en!;

/** True when a text needs the Chinese font. */
export const needsCjk = (text: string): boolean =>
  /[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF\u3000-\u303F]/.test(text);
