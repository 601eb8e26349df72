/**
 * Shape of `site.config.ts`: the site configuration and theme
 * configuration, plus the contributor settings.
 *
 * Everything here is plain JSON so that the validated object can travel to the
 * browser through Docusaurus `customFields`.
 */

export type LocaleCode = 'en' | 'zh-CN';

/** `auto` follows the reader's system preference, the others force a mode. */
export type ColorMode = 'light' | 'dark' | 'auto';

export interface AuthorStatus {
  emoji: string;
  message: string;
}

export interface Author {
  avatar: string;
  email: string;
  link: string;
  name: string;
  status: AuthorStatus;
}

export interface SocialLink {
  /** Accessible name, translated on the page when a translation exists. */
  name: string;
  link: string;
  /** Icon id understood by the SocialLinks component. */
  icon: 'github' | 'telegram' | 'rss' | 'link';
  color?: string;
}

export interface FeedConfig {
  /** RSS and Atom feeds for posts. The spec ships with feeds disabled. */
  enable: boolean;
}

export interface LicenseConfig {
  enable: boolean;
  /** SPDX-like short name, e.g. CC BY-NC-SA 4.0 */
  type: string;
  link: string;
}

export interface SponsorMethod {
  name: string;
  url: string;
  /** Image (e.g. a QR code) shown with the method, optional. */
  image?: string;
}

export interface SponsorConfig {
  enable: boolean;
  title?: string;
  methods: SponsorMethod[];
}

export type SearchType = 'local' | 'algolia';

export interface SearchConfig {
  enable: boolean;
  type: SearchType;
}

export interface GiscusConfig {
  repo: `${string}/${string}`;
  repoId: string;
  category: string;
  categoryId: string;
}

export interface CommentConfig {
  enable: boolean;
  giscus: GiscusConfig;
}

export interface StatisticsConfig {
  enable: boolean;
  readTime: {
    /** Reading speed, words (English) or characters (Chinese) per minute. */
    speed: {cn: number; en: number};
  };
}

export interface EncryptConfig {
  enable: boolean;
  algorithm: 'AES-CBC';
}

export interface RedirectRule {
  from: string | string[];
  to: string;
}

export interface RedirectsConfig {
  /** When true the rules are turned into client-side redirect pages. */
  useRouter: boolean;
  rules: RedirectRule[];
}

export interface DownloadConfig {
  /** Prefix put in front of a GitHub download URL for the accelerated link. */
  proxy: string;
}

export interface SiteSettings {
  mode: ColorMode;
  url: string;
  lang: LocaleCode;
  languages: LocaleCode[];
  timezone: string;
  title: string;
  description: string;
  subtitle: string;
  author: Author;
  favicon: string;
  feed: FeedConfig;
  social: SocialLink[];
  lastUpdated: boolean;
  license: LicenseConfig;
  sponsor: SponsorConfig;
  search: SearchConfig;
  comment: CommentConfig;
  statistics: StatisticsConfig;
  pageSize: number;
  encrypt: EncryptConfig;
  redirects: RedirectsConfig;
  download: DownloadConfig;
}

/** Nav item: text, link, items (nested groups). */
export interface NavItem {
  /** The entry's label; the version menu shows the version read instead. */
  text?: string;
  /**
   * The menu of docs versions (versions.json and src/lib/version.ts): each
   * version links to the same page in it, then the release notes of the
   * version shown and every release. Takes no `link` or `items`.
   */
  versions?: true;
  link?: string;
  items?: NavItem[];
  /** Which side of the desktop navbar the entry sits on. Defaults to left. */
  position?: 'left' | 'right';
}

/** Text given once, or per locale; a locale without its own falls back to `en`. */
export type LocalizedText =
  string | ({en: string} & Partial<Record<LocaleCode, string>>);

export interface FooterConfig {
  message: LocalizedText;
  copyright: string;
}

export type DocCategory =
  'guide' | 'configuration' | 'faq' | 'api' | 'migration' | 'ecosystem';

export interface ThemeSettings {
  logo: string;
  colors: {primary: string};
  /** Doc categories that get a sidebar, in the order they are listed. */
  sidebar: DocCategory[];
  nav: NavItem[];
  editLink: {
    /** `:path` is replaced by the file's path in the repository. */
    pattern: string;
  };
  socialLinks: SocialLink[];
  footer: FooterConfig;
}

export interface ContributorSettings {
  /** `prebuilt`: git-log.json written at build time; `runtime`: GitHub API in the browser. */
  strategy: 'prebuilt' | 'runtime';
  repositoryUrl: string;
}

export interface SiteConfig {
  site: SiteSettings;
  theme: ThemeSettings;
  contributor: ContributorSettings;
}
