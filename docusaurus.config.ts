import path from 'node:path';
import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import {themes as prismThemes} from 'prism-react-renderer';

import rawSiteConfig from './site.config';
import {validateSiteConfig} from './src/lib/siteConfig/validate';
import {
  algoliaFromEnv,
  editUrlFor,
  searchMode,
  toNavbarItems,
  toFeedOptions,
  toRedirects,
} from './src/lib/siteConfig/derive';
import themeColorsPlugin from './plugins/theme-colors';
import layoutsPlugin from './plugins/layouts';
import gitLogPlugin from './plugins/contributors';
import searchPlugin from './plugins/search';
import postsPlugin from './plugins/posts';
import prismHighlightPatch from './plugins/framework-patches/prism-highlight';
import renderHtmlPatch from './plugins/framework-patches/render-html';
import lazyRoutesPatch from './plugins/framework-patches/lazy-routes';
import shallowMemoPatch from './plugins/framework-patches/shallow-memo';
import helmetHydrationPatch from './plugins/framework-patches/helmet-hydration';
import tslibHelpersPatch from './plugins/framework-patches/tslib-helpers';
import pageScriptsPatch from './plugins/framework-patches/page-scripts';
import routeDataPatch from './plugins/framework-patches/route-data';
import chunkAssetPatch from './plugins/framework-patches/chunk-asset';
import clientRegistryPatch from './plugins/framework-patches/client-registry';
import clientConfigPatch from './plugins/framework-patches/client-config';
import globalDataPatch from './plugins/framework-patches/global-data';
import ssgCachePatch from './plugins/framework-patches/ssg-cache';
import reuseOutputPatch from './plugins/framework-patches/reuse-output';
import stableRuntimePatch from './plugins/framework-patches/stable-runtime';
import serverLibraryPatch from './plugins/framework-patches/server-library';
import serverChunksPatch from './plugins/framework-patches/server-chunks';
import routeMatchPatch from './plugins/framework-patches/route-match';
import linkIntentPatch from './plugins/framework-patches/link-intent';
import recmaTopBlocks from './plugins/preact/recmaTopBlocks';
import {paintFirstTemplate} from './plugins/framework-patches/paint-first';
import legacyRedirectsPlugin from './plugins/legacy-redirects';
import remarkCodeTokens from './plugins/code-highlight/remark';
import codeHighlightPlugin from './plugins/code-highlight';
import remarkDriverData from './plugins/driver-data/remark';
import homeDataPlugin from './plugins/home-data';
import buildInfoPlugin from './plugins/build-info';
import buildCachePlugin from './plugins/build-cache';
import buildMemoryPlugin from './plugins/build-memory';
import chunkIdsPlugin from './plugins/chunk-ids';
import compileHintsPlugin from './plugins/compile-hints';
import preactPlugin from './plugins/preact';
import versionPropsPlugin from './plugins/version-props';
import remarkReferenceTables from './plugins/reference-tables/remark';
import since from './data/since.json';
import {createParseFrontMatter} from './src/lib/frontMatter';
import remarkEncrypt from './plugins/encrypt/remark';
import readerToolsPlugin, {readerToolsEnabled} from './plugins/reader-tools';
import remarkPageActions from './plugins/reader-tools/remark';
import remarkApiHeadings from './plugins/api-headings/remark';
import socialCardsPlugin, {socialCardsEnabled} from './plugins/social-cards';
import docsChangesPlugin from './plugins/docs-changes';
import languageDetectionPlugin from './plugins/language-detection';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  DEFAULT_CARD,
  cardPathOf,
  cardWords,
} from './plugins/social-cards/lib/card';
import {
  applySidebarRules,
  orderByTitle,
  type SidebarNode,
} from './src/lib/sidebar';
import {readableCodeTheme} from './src/lib/colors';
import {codeThemeVariables} from './src/lib/codeTheme';
import {PRISM_LANGUAGES} from './src/lib/constants';
import {DOCS_VERSIONS} from './src/lib/version';
import {QUICK_START_BLOCK, QUICK_START_DOCKER} from './src/lib/quickStart';
import {fixtureEncrypts, fixturePlugins} from './tests/fixtures/site';

// Everything below is derived from site.config.ts; validation stops the start
// or build here, before Docusaurus loads anything, when a value is wrong.
const siteConfig = validateSiteConfig(rawSiteConfig);
const {site, theme} = siteConfig;
const editUrl = theme.editLink.pattern;
const algolia = algoliaFromEnv(process.env);
const search = searchMode(site.search, algolia);

/** The default social card's alt: the site's name in the locale built. */
const defaultCardAlt = cardWords(
  process.env.DOCUSAURUS_CURRENT_LOCALE ?? site.lang,
).brand(site.title);

// Token colours adjusted to 4.5:1 on each theme's background (WCAG AA), and
// named as CSS variables, one markup for both colour modes.
const codeTheme = codeThemeVariables({
  light: readableCodeTheme(prismThemes.github),
  dark: readableCodeTheme(prismThemes.dracula),
});

const LOCALE_LABELS: Record<string, {label: string; htmlLang: string}> = {
  en: {label: 'English', htmlLang: 'en'},
  'zh-CN': {label: '简体中文', htmlLang: 'zh-CN'},
};

/** Repository-relative source path of a doc/post, localized when translated. */
function sourcePath(
  pluginDir: string,
  {
    locale,
    docPath,
    blogPath,
    version = 'current',
  }: {locale: string; docPath?: string; blogPath?: string; version?: string},
): string {
  const file = docPath ?? blogPath ?? '';
  // An older docs version's pages live in versioned_docs/version-<name>/.
  const docsDir = version === 'current' ? 'current' : `version-${version}`;
  if (locale === site.lang) {
    if (pluginDir !== 'docs') return `blog/${file}`;
    return version === 'current'
      ? `docs/${file}`
      : `versioned_docs/${docsDir}/${file}`;
  }
  const i18nDir =
    pluginDir === 'docs'
      ? `docusaurus-plugin-content-docs/${docsDir}`
      : 'docusaurus-plugin-content-blog';
  return `i18n/${locale}/${i18nDir}/${file}`;
}

/**
 * Whether a file with a `password` is encrypted: the site's `encrypt.enable`
 * (the test fixtures have their own switch, tests/fixtures/site.ts).
 */
const encryptsFile = (filePath: string) =>
  site.encrypt.enable || fixtureEncrypts(filePath);
/** Encrypts protected pages; in every content plugin (plugins/encrypt). */
const encryptPlugins = [
  [remarkEncrypt, {enabled: encryptsFile, siteDir: __dirname}],
];

/**
 * In every content plugin: driver data trimmed to what a page shows
 * (plugins/driver-data), reference tables laid out for reading
 * (plugins/reference-tables), code blocks highlighted at build time
 * (plugins/code-highlight, plugins/framework-patches/prism-highlight).
 */
const codePlugins = [
  // A driver page's data import trimmed to the drivers it shows.
  [remarkDriverData, {siteDir: __dirname}],
  [
    remarkReferenceTables,
    {
      // "Since" badges and "Removed in" notes of the config and settings
      // tables in the current docs (data/since.json).
      since: {config: since.since.config, settings: since.since.settings},
      removed: {config: since.removed.config},
    },
  ],
  [remarkCodeTokens, {additionalLanguages: PRISM_LANGUAGES}],
];

/** Options of the posts plugin (plugins/posts), shared by the fixture instance. */
const postsOptions = {
  path: 'blog',
  routeBasePath: 'posts',
  postsPerPage: site.pageSize,
  blogTitle: 'Posts',
  blogDescription: 'News and release notes of OpenList',
  showReadingTime: true,
  editLocalizedFiles: true,
  editUrl: ({locale, blogPath}: {locale: string; blogPath: string}) =>
    editUrlFor(editUrl, sourcePath('blog', {locale, blogPath})),
  showLastUpdateTime: site.lastUpdated,
  feedOptions: toFeedOptions(site.feed),
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  blogArchiveComponent: '@theme/PostsArchivePage',
  blogTagsListComponent: '@theme/PostsTagsListPage',
  beforeDefaultRemarkPlugins: encryptPlugins,
  remarkPlugins: codePlugins,
} as const;

const config: Config = {
  title: site.title,
  tagline: site.subtitle,
  favicon: site.favicon.replace(/^\//, ''),
  url: site.url,
  baseUrl: '/',
  trailingSlash: false,
  // Docusaurus's page template, with the page's scripts started after the
  // first paint (plugins/framework-patches/paint-first).
  ssrTemplate: paintFirstTemplate(),

  future: {
    v4: true,
    faster: true,
  },

  // One storage namespace for both locales (each is its own app with its own
  // base URL), so the colour mode chosen in one language holds in the other.
  storage: {type: 'localStorage', namespace: 'openlist-docs'},

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    // .md files are plain CommonMark (HTML comments, no JSX surprises for
    // writers); .mdx files can use components.
    format: 'detect',
    // Type-checks our front matter fields (file and field named on error) and
    // maps them to Docusaurus's own (sidebar, outline levels).
    // Docs and posts get their generated social card as `image` unless they
    // name one (`ogImage`); plugins/social-cards renders it.
    parseFrontMatter: createParseFrontMatter(__dirname, (filePath) => ({
      encrypted: encryptsFile(filePath),
      locale: process.env.DOCUSAURUS_CURRENT_LOCALE ?? site.lang,
      card: socialCardsEnabled()
        ? (cardPathOf(path.relative(__dirname, filePath)) ?? undefined)
        : undefined,
    })),
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {
    defaultLocale: site.lang,
    locales: site.languages,
    localeConfigs: Object.fromEntries(
      site.languages.map((locale) => [
        locale,
        {
          ...LOCALE_LABELS[locale]!,
          // Stated rather than inferred, so a build of one locale
          // (`npm run build -- --locale zh-CN`) keeps the address the
          // full build gives it.
          baseUrl: locale === site.lang ? '/' : `/${locale}/`,
        },
      ]),
    ),
  },

  // Other pages' code fetched on the reader's intent (hover, touch, focus),
  // not because their links are visible; a language picked in the menu
  // stored; the current page's sidebar entry scrolled into view.
  clientModules: [
    './src/clientModules/intentPrefetch.ts',
    // Screenshots and diagrams in docs and posts open full size (a reader
    // tool: off with the others, e.g. in the bench's build without them).
    ...(readerToolsEnabled() ? ['./src/clientModules/imageZoom.ts'] : []),
    './src/clientModules/languageChoice.ts',
    './src/clientModules/sidebarActive.ts',
    // A heading reached by address lands in place although long pages draw
    // their code blocks and card rows only near the viewport.
    './src/clientModules/anchorLanding.ts',
  ],

  customFields: {
    // The validated site configuration, read in components through
    // useSiteConfig() (src/components/SiteConfig).
    openlist: siteConfig,
    searchMode: search,
  },

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          // Leaf folders with more than 8 pages start collapsed, the others
          // open; depth is limited (src/lib/sidebar.ts).
          // Folders may ask for A–Z order by title (the storage drivers).
          sidebarItemsGenerator: async ({
            defaultSidebarItemsGenerator,
            ...args
          }) =>
            applySidebarRules(
              orderByTitle(
                (await defaultSidebarItemsGenerator(args)) as SidebarNode[],
                args.docs,
              ),
            ) as Awaited<ReturnType<typeof defaultSidebarItemsGenerator>>,
          editLocalizedFiles: true,
          editUrl: ({locale, docPath, version}) =>
            editUrlFor(editUrl, sourcePath('docs', {locale, docPath, version})),
          showLastUpdateTime: site.lastUpdated,
          // The current docs describe the newest OpenList release; each older
          // release in versions.json stays readable under its tag, with a
          // banner leading to the same page in the current docs.
          lastVersion: 'current',
          // OPENLIST_DOCS_VERSIONS=current builds the current docs only: a
          // quicker `npm start` for writers, and the baseline of the bench's
          // cost of the older versions.
          ...(process.env.OPENLIST_DOCS_VERSIONS === 'current'
            ? {onlyIncludeVersions: ['current']}
            : {}),
          versions: Object.fromEntries(
            DOCS_VERSIONS.map((version) => [
              version.name,
              {
                label: version.tag,
                ...(version.path ? {path: version.path} : {}),
                banner: version.name === 'current' ? 'none' : 'unmaintained',
                // "Version: v4.1.5" above the title of an older version only.
                badge: version.name !== 'current',
              },
            ]),
          ),
          beforeDefaultRemarkPlugins: encryptPlugins,
          // The page actions (copy page, Markdown, chat assistants) under
          // each doc's title (plugins/reader-tools).
          remarkPlugins: [
            ...codePlugins,
            // Endpoint headings of the API reference, styled by class.
            remarkApiHeadings,
            ...(readerToolsEnabled() ? [remarkPageActions] : []),
          ],
          // The blocks at the top of a doc's content are built in their own
          // hydration turns (plugins/preact/recmaTopBlocks).
          recmaPlugins: [recmaTopBlocks],
        },
        // Posts are served by plugins/posts (the blog plugin, extended).
        blog: false,
        pages: {
          beforeDefaultRemarkPlugins: encryptPlugins,
          remarkPlugins: codePlugins,
        },
        theme: {
          customCss: './src/css/custom.css',
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // The bundler's cache is invalidated by changes to our build-time code.
    buildCachePlugin,
    // Frees the bundler's garbage before postBuild's workers start.
    buildMemoryPlugin,
    // Chunk files named by id: no chunk-name table in every page's runtime.
    chunkIdsPlugin,
    // main.js compiled off the main thread as it downloads.
    compileHintsPlugin,
    // React replaced by Preact in both bundles: ~35 KB gzip less on every page.
    preactPlugin,
    // The language rules, inline at the top of <head> (before first paint).
    languageDetectionPlugin,
    [themeColorsPlugin, {primary: theme.colors.primary}] as PluginConfig,
    layoutsPlugin,
    [postsPlugin, postsOptions] as PluginConfig,
    prismHighlightPatch,
    // Every doc page's version props, without the doc descriptions no page reads.
    versionPropsPlugin,
    // The drivers' names and pages for the home page (not all their data).
    homeDataPlugin as PluginConfig,
    // The build's time and commit, out of main.js: a deploy no longer
    // changes the file every page loads first.
    buildInfoPlugin as PluginConfig,
    // Build-time tokens of the JSX code blocks whose code is a constant.
    [
      codeHighlightPlugin,
      {
        additionalLanguages: PRISM_LANGUAGES,
        blocks: {
          [QUICK_START_BLOCK]: {code: QUICK_START_DOCKER, language: 'bash'},
        },
        themeCss: codeTheme.css,
      },
    ] as PluginConfig,
    renderHtmlPatch,
    // Route components made when a route is first needed, not at start-up.
    lazyRoutesPatch,
    shallowMemoPatch,
    // <Head>s hydrate without each recomputing the head the server wrote.
    helmetHydrationPatch,
    tslibHelpersPatch,
    pageScriptsPatch,
    // Each page carries its routes' registry entries; the rest comes on intent.
    routeDataPatch,
    // No chunk-name table in the runtime: prefetch on visibility is off.
    chunkAssetPatch,
    clientRegistryPatch,
    clientConfigPatch,
    globalDataPatch,
    // The same runtime from a cold and a warm bundler cache.
    stableRuntimePatch,
    // The server bundle exports its renderer under Rspack 2.
    serverLibraryPatch,
    // Rendering a page costs no more on a larger site: server chunks named
    // by id, and route matching that skips paths that cannot match.
    serverChunksPatch,
    routeMatchPatch,
    // Links carry no listeners of their own for intent (intentPrefetch).
    linkIntentPatch,
    // A rebuild with nothing changed puts the last render's pages back.
    ssgCachePatch,
    // A rebuild writes over the last build's files, then removes the rest.
    // After ssgCachePatch: its wrapper of executeSSG is then the outer one,
    // and removes stale server files before ssg-cache's key reads them.
    reuseOutputPatch,
    [
      legacyRedirectsPlugin,
      {
        configuredFroms: site.redirects.useRouter
          ? site.redirects.rules.flatMap(({from}) => from)
          : [],
      },
    ] as PluginConfig,
    ...(search === 'local' ? [searchPlugin] : []),
    // Markdown twins of the pages, llms.txt and llms-full.txt.
    [readerToolsPlugin, {summary: site.description}] as PluginConfig,
    // /changes and its Atom feed: the latest commits that changed pages.
    [
      docsChangesPlugin,
      {repositoryUrl: siteConfig.contributor.repositoryUrl},
    ] as PluginConfig,
    // The Open Graph image of every doc and post, and the default card.
    ...(socialCardsEnabled()
      ? [
          [
            socialCardsPlugin,
            {
              tagline: site.description,
              logoFile: path.join(__dirname, 'static', theme.logo),
            },
          ] as PluginConfig,
        ]
      : []),
    [
      gitLogPlugin,
      {
        strategy: siteConfig.contributor.strategy,
        repositoryUrl: siteConfig.contributor.repositoryUrl,
      },
    ] as PluginConfig,
    // Test-only pages for the browser tests (layouts, comment switches…),
    // built only by `npm test`; never part of a deployed build.
    ...fixturePlugins({
      postsPlugin,
      postsOptions,
      remarkPlugins: codePlugins,
      beforeDefaultRemarkPlugins: encryptPlugins,
      feedOptions: toFeedOptions({enable: true}),
    }),
    // Generated pages for `npm run bench` (build cost at 300/1,000/3,000
    // pages): scripts/bench.mjs points this at a temporary folder.
    ...(process.env.OPENLIST_DOCS_BENCH_DOCS
      ? [
          [
            '@docusaurus/plugin-content-docs',
            {
              id: 'bench',
              path: process.env.OPENLIST_DOCS_BENCH_DOCS,
              routeBasePath: 'bench',
              sidebarPath: false,
              beforeDefaultRemarkPlugins: encryptPlugins,
              remarkPlugins: codePlugins,
            },
          ] as PluginConfig,
        ]
      : []),
    ...(site.redirects.useRouter && site.redirects.rules.length > 0
      ? [
          [
            '@docusaurus/plugin-client-redirects',
            {
              redirects: toRedirects(site.redirects.rules),
            } satisfies Partial<RedirectOptions>,
          ] as PluginConfig,
        ]
      : []),
  ],

  themeConfig: {
    metadata: [
      {name: 'theme-color', content: theme.colors.primary},
      // Every card is this size: the generated ones, and `ogImage` pictures
      // by the README's rule.
      ...(socialCardsEnabled()
        ? [
            {property: 'og:image:width', content: String(CARD_WIDTH)},
            {property: 'og:image:height', content: String(CARD_HEIGHT)},
            // The default card's alt; docs and posts name their own.
            {property: 'og:image:alt', content: defaultCardAlt},
            {name: 'twitter:image:alt', content: defaultCardAlt},
          ]
        : []),
    ],
    // The default social card, per locale (plugins/social-cards).
    ...(socialCardsEnabled() ? {image: DEFAULT_CARD} : {}),
    // Hosted search: only with credentials from the environment (see README).
    ...(search === 'algolia' && algolia
      ? {algolia: {...algolia, contextualSearch: true}}
      : {}),
    colorMode: {
      defaultMode: site.mode === 'dark' ? 'dark' : 'light',
      respectPrefersColorScheme: site.mode === 'auto',
      disableSwitch: false,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    // Spec: the outline lists heading levels 2 to 4 unless a page says otherwise.
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 4},
    navbar: {
      title: site.title,
      logo: {alt: `${site.title} logo`, src: theme.logo.replace(/^\//, '')},
      items: [
        ...toNavbarItems(theme.nav),
        ...(search === 'none'
          ? []
          : [{type: 'search', position: 'right'} as const]),
        {type: 'localeDropdown', position: 'right'},
        {type: 'custom-socialLinks', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Guide', to: '/guide'},
            {label: 'Configuration', to: '/configuration'},
            {label: 'API', to: '/api'},
            {label: 'FAQ', to: '/faq'},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'Migration', to: '/migration'},
            {label: 'Ecosystem', to: '/ecosystem'},
            {label: 'Posts', to: '/posts'},
            {label: 'Docs changes', to: '/changes'},
          ],
        },
        {
          title: 'Community',
          items: theme.nav
            .filter((item) => item.text === 'Community')
            .flatMap((item) => item.items ?? [])
            .map((item) => ({label: item.text, href: item.link!})),
        },
      ],
      copyright: theme.footer.copyright,
    },
    prism: {
      // The same theme in both modes: its colours are variables, set per mode
      // by plugins/code-highlight (see src/lib/codeTheme.ts).
      theme: codeTheme.theme,
      darkTheme: codeTheme.theme,
      additionalLanguages: PRISM_LANGUAGES,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
