/**
 * The public pages of a locale's build, read from the loaded content of the
 * docs and posts plugins: what gets a Markdown twin and what llms.txt lists.
 */
import {twinPath} from './actions';

export interface PublicPage {
  permalink: string;
  title: string;
  description?: string;
  kind: 'doc' | 'post';
  /** The llms.txt section: a sidebar's title, "Posts", or a docs instance. */
  section: string;
  /** The label of the sidebar category holding the page, if any. */
  category?: string;
  /** False for the pages of an older docs version. */
  current: boolean;
  /** The docs version's label (its OpenList tag) for older versions. */
  versionLabel?: string;
}

interface DocLike {
  id: string;
  title: string;
  description?: string;
  permalink: string;
  unlisted?: boolean;
  sidebar?: string;
  frontMatter?: Record<string, unknown>;
}

interface SidebarItem {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
}

interface VersionLike {
  versionName: string;
  label: string;
  isLast: boolean;
  docs: DocLike[];
  sidebars: Record<string, SidebarItem[]>;
}

interface PostLike {
  metadata: {
    permalink: string;
    title: string;
    description?: string;
    unlisted?: boolean;
    frontMatter?: Record<string, unknown>;
  };
}

export type AllContent = Record<string, Record<string, unknown>>;

/**
 * Doc ids of a sidebar in reading order (category pages before their
 * items), each with the label of the category holding it.
 */
function sidebarOrder(
  items: SidebarItem[],
  category?: string,
): {id: string; category?: string}[] {
  return items.flatMap((item) => [
    ...(item.type === 'doc' && item.id ? [{id: item.id, category}] : []),
    // A category's own page belongs to the category it opens.
    ...(item.link?.type === 'doc' && item.link.id
      ? [{id: item.link.id, category: item.label}]
      : []),
    ...(item.items
      ? sidebarOrder(
          item.items,
          item.type === 'category' ? (item.label ?? category) : category,
        )
      : []),
  ]);
}

const POSTS_SECTION: Record<string, string> = {en: 'Posts', 'zh-CN': '文章'};
const OTHER_SECTION: Record<string, string> = {
  en: 'Other pages',
  'zh-CN': '其他页面',
};

/**
 * Every page with a twin, in reading order: per docs instance and version,
 * each sidebar in order (titled by the sidebar's first page), then the docs
 * in no sidebar; then the posts, newest first. Unlisted pages are left out.
 */
export function publicPages(
  allContent: AllContent,
  locale: string,
): PublicPage[] {
  const pages: PublicPage[] = [];
  const docsInstances = allContent['docusaurus-plugin-content-docs'] ?? {};
  for (const [instance, content] of Object.entries(docsInstances)) {
    const versions = (content as {loadedVersions: VersionLike[]})
      .loadedVersions;
    for (const version of versions) {
      const byId = new Map(
        version.docs.filter((doc) => !doc.unlisted).map((doc) => [doc.id, doc]),
      );
      const seen = new Set<string>();
      const add = (doc: DocLike, section: string, category?: string) => {
        if (seen.has(doc.id)) return;
        seen.add(doc.id);
        pages.push({
          permalink: doc.permalink,
          title: doc.title,
          description: doc.description || undefined,
          kind: 'doc',
          section,
          ...(category && category !== section ? {category} : {}),
          current: version.isLast,
          ...(version.isLast ? {} : {versionLabel: version.label}),
        });
      };
      for (const items of Object.values(version.sidebars)) {
        const entries = sidebarOrder(items).filter(({id}) => byId.has(id));
        const section =
          instance === 'default'
            ? (byId.get(entries[0]?.id ?? '')?.title ?? '')
            : instance;
        for (const {id, category} of entries)
          add(byId.get(id)!, section, category);
      }
      for (const doc of byId.values())
        add(
          doc,
          instance === 'default'
            ? (OTHER_SECTION[locale] ?? OTHER_SECTION.en!)
            : instance,
        );
    }
  }
  const postInstances = allContent['docusaurus-plugin-content-blog'] ?? {};
  for (const [instance, content] of Object.entries(postInstances)) {
    for (const post of (content as {blogPosts: PostLike[]}).blogPosts) {
      if (post.metadata.unlisted) continue;
      pages.push({
        permalink: post.metadata.permalink,
        title: post.metadata.title,
        description: post.metadata.description || undefined,
        kind: 'post',
        section:
          instance === 'default'
            ? (POSTS_SECTION[locale] ?? POSTS_SECTION.en!)
            : `${instance} posts`,
        current: true,
      });
    }
  }
  return pages;
}

/** The built HTML file of a permalink (trailingSlash: false). */
export function htmlFileOf(permalink: string, baseUrl: string): string {
  const inBuild = permalink.startsWith(baseUrl)
    ? permalink.slice(baseUrl.length)
    : permalink.replace(/^\//, '');
  const clean = inBuild.replace(/\/+$/, '');
  return clean ? `${clean}.html` : 'index.html';
}

/** The twin file of a permalink, relative to the locale's output folder. */
export function twinFileOf(permalink: string, baseUrl: string): string {
  return htmlFileOf(twinPath(permalink).replace(/\.md$/, ''), baseUrl).replace(
    /\.html$/,
    '.md',
  );
}
