/**
 * The one file a maintainer edits to configure the site: the spec's site
 * configuration and theme configuration. `docusaurus.config.ts` derives the
 * Docusaurus configuration from it and validates it first, so a wrong value
 * stops `npm start` / `npm run build` with the field named.
 */
import type {SiteConfig} from './src/lib/siteConfig/types';
import {OPENLIST_REPO_URL} from './src/lib/version';

const DOCS_REPO_URL = 'https://github.com/OpenListTeam/OpenList-Docs';

const siteConfig: SiteConfig = {
  site: {
    mode: 'auto',
    url: process.env.SITE_URL ?? 'https://doc.oplist.org',
    lang: 'en',
    languages: ['en', 'zh-CN'],
    timezone: 'Asia/Shanghai',
    title: 'OpenList',
    description:
      'Documentation for OpenList, a file list program that supports multiple storage: install it, add storages, configure it and call its API.',
    subtitle: 'a file list program that supports multiple storage',
    author: {
      avatar: '/img/logo.svg',
      email: 'openlist@users.noreply.github.com',
      link: 'https://github.com/OpenListTeam',
      name: 'OpenList Team',
      status: {emoji: '', message: ''},
    },
    favicon: '/img/favicon.svg',
    feed: {enable: false},
    social: [
      {name: 'GitHub', link: OPENLIST_REPO_URL, icon: 'github'},
      {name: 'Telegram', link: 'https://t.me/OpenListTeam', icon: 'telegram'},
    ],
    lastUpdated: true,
    license: {
      enable: true,
      type: 'CC BY-SA 4.0',
      link: 'https://creativecommons.org/licenses/by-sa/4.0/',
    },
    sponsor: {enable: true, methods: []},
    // Offline search by default. 'algolia' takes effect only when ALGOLIA_APP_ID,
    // ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME are set; SEARCH_TYPE overrides.
    search: {
      enable: true,
      type:
        (process.env.SEARCH_TYPE as 'local' | 'algolia' | undefined) ?? 'local',
    },
    comment: {
      enable: true,
      giscus: {
        repo: 'OpenListTeam/OpenList-Docs',
        // The discussions of the previous site (one per page, by its path),
        // so every page keeps its comments: public giscus identifiers of
        // OpenListTeam/OpenList-Docs and its "Giscus Comments" category.
        // GISCUS_REPO_ID / GISCUS_CATEGORY_ID override them (see README).
        repoId: process.env.GISCUS_REPO_ID ?? 'R_kgDOO-dM1g',
        category: 'Giscus Comments',
        categoryId: process.env.GISCUS_CATEGORY_ID ?? 'DIC_kwDOO-dM1s4CruKV',
      },
    },
    statistics: {enable: true, readTime: {speed: {cn: 300, en: 100}}},
    pageSize: 7,
    encrypt: {enable: false, algorithm: 'AES-CBC'},
    redirects: {
      useRouter: true,
      rules: [
        {from: ['/docs', '/documentation'], to: '/guide'},
        {from: '/config', to: '/configuration'},
        // The admin API index was a generated category page until it became
        // a page of its own (docs/api/admin/index.md).
        {from: '/category/admin', to: '/api/admin'},
      ],
    },
    // Accelerated downloads of release files for readers far from GitHub.
    download: {proxy: 'https://ghproxy.cn/'},
  },
  theme: {
    logo: '/img/logo.svg',
    colors: {primary: '#0078E7'},
    sidebar: ['guide', 'configuration', 'faq', 'api', 'migration', 'ecosystem'],
    nav: [
      {text: 'Guide', link: '/guide'},
      {text: 'Configuration', link: '/configuration'},
      {text: 'API', link: '/api'},
      {text: 'FAQ', link: '/faq'},
      {text: 'Ecosystem', link: '/ecosystem'},
      {
        text: 'Community',
        position: 'right',
        items: [
          {
            text: 'Discussions',
            link: `${OPENLIST_REPO_URL}/discussions`,
          },
          {text: 'Telegram group', link: 'https://t.me/OpenListTeam'},
          {text: 'Telegram channel', link: 'https://t.me/OpenListOfficial'},
        ],
      },
      // The version menu: the version being read, the same page in the
      // other versions, that version's release notes and all releases.
      {versions: true, position: 'right'},
    ],
    editLink: {pattern: `${DOCS_REPO_URL}/edit/main/:path`},
    socialLinks: [{name: 'GitHub', link: OPENLIST_REPO_URL, icon: 'github'}],
    footer: {
      message: {
        en: 'OpenList is free software under the AGPL-3.0 licence. These pages are written by its community.',
        'zh-CN':
          'OpenList 是基于 AGPL-3.0 许可证的自由软件，本文档由社区共同编写。',
      },
      copyright: `© 2025-${new Date().getFullYear()} The OpenList Projects Contributors`,
    },
  },
  contributor: {
    // prebuilt: git history read at build time; runtime: GitHub API in the
    // browser. CONTRIBUTOR_STRATEGY overrides it (validated like the rest).
    strategy:
      (process.env.CONTRIBUTOR_STRATEGY as
        'prebuilt' | 'runtime' | undefined) ?? 'prebuilt',
    repositoryUrl: DOCS_REPO_URL,
  },
};

export default siteConfig;
