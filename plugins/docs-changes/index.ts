import fs from 'node:fs/promises';
import path from 'node:path';
import {Feed} from 'feed';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {repoRoot, siteHistory} from '../contributors';
import type {ChangesData} from './lib/changes';
import {collectChanges, type SourcePage} from './lib/collect';

export interface DocsChangesOptions {
  /** The docs repository on GitHub, for links to each commit. */
  repositoryUrl: string;
  /** How many commits the page and the feed list. */
  limit?: number;
}

/** The page's address under the locale's base URL, and the feed's. */
export const CHANGES_PATH = 'changes';
export const FEED_FILE = 'changes/atom.xml';

const TITLE: Record<string, string> = {
  en: 'What changed in the docs',
  'zh-CN': '文档更新记录',
};

interface WithSource {
  source: string;
  permalink: string;
  title?: string;
  unlisted?: boolean;
  frontMatter?: Record<string, unknown>;
}

/**
 * The locale's public pages with their source files: the current docs, the
 * posts and the Markdown pages (older docs versions are frozen copies).
 */
function sourcePages(
  allContent: Record<string, Record<string, unknown>>,
  prefix: string,
): SourcePage[] {
  const pages: SourcePage[] = [];
  const add = (item: WithSource, title: string) => {
    if (item.unlisted || !item.source.startsWith('@site/')) return;
    pages.push({
      title,
      permalink: item.permalink,
      file: prefix + item.source.slice('@site/'.length),
    });
  };
  for (const content of Object.values(
    allContent['docusaurus-plugin-content-docs'] ?? {},
  ))
    for (const version of (
      content as {loadedVersions: {isLast: boolean; docs: WithSource[]}[]}
    ).loadedVersions)
      if (version.isLast)
        for (const doc of version.docs) add(doc, doc.title ?? doc.permalink);
  for (const content of Object.values(
    allContent['docusaurus-plugin-content-blog'] ?? {},
  ))
    for (const post of (content as {blogPosts: {metadata: WithSource}[]})
      .blogPosts)
      add(post.metadata, post.metadata.title ?? post.metadata.permalink);
  for (const content of Object.values(
    allContent['docusaurus-plugin-content-pages'] ?? {},
  ))
    for (const page of content as unknown as (WithSource & {type: string})[])
      if (page.type === 'mdx')
        add(page, String(page.frontMatter?.title ?? page.permalink));
  return pages;
}

/**
 * Docs changes (see plugins/README.md): the page `/changes` of each locale
 * lists the latest commits that changed its pages — date, commit subject,
 * pages — and `/changes/atom.xml` is the same list as an Atom feed. Built
 * from the history the contributors plugin reads; a shallow clone or a
 * build without git still builds, and the page says so.
 */
export default function docsChangesPlugin(
  context: LoadContext,
  options: DocsChangesOptions,
): Plugin {
  const limit = options.limit ?? 100;
  let data: ChangesData | null = null;
  const repository = options.repositoryUrl.replace(/\/+$/, '');
  return {
    name: 'docs-changes',
    async allContentLoaded({allContent, actions}) {
      const root = repoRoot(context.siteDir);
      const prefix = root
        ? path.relative(root, context.siteDir).split(path.sep).join('/')
        : '';
      const history = await siteHistory(context.siteDir);
      const pages = sourcePages(
        allContent as Record<string, Record<string, unknown>>,
        prefix ? `${prefix}/` : '',
      );
      const {changes, omitted} = collectChanges(
        history?.commits ?? [],
        pages,
        limit,
      );
      data = {
        changes,
        omitted,
        history: !history ? 'none' : history.shallow ? 'shallow' : 'full',
        commitUrl: /^https:\/\/github\.com\/[^/]+\/[^/]+$/.test(repository)
          ? `${repository}/commit/`
          : null,
      };
      const {baseUrl} = context.siteConfig;
      actions.addRoute({
        path: `${baseUrl}${CHANGES_PATH}`,
        component: '@site/plugins/docs-changes/components/ChangesPage',
        exact: true,
        modules: {
          data: await actions.createData('changes.json', JSON.stringify(data)),
        },
      });
    },
    async postBuild({outDir}) {
      if (!data) return;
      const {siteConfig, i18n} = context;
      const locale = i18n.currentLocale;
      const site = `${siteConfig.url.replace(/\/+$/, '')}${siteConfig.baseUrl}`;
      const feed = new Feed({
        title: `${TITLE[locale] ?? TITLE.en} · ${siteConfig.title}`,
        id: `${site}${CHANGES_PATH}`,
        link: `${site}${CHANGES_PATH}`,
        language: locale,
        copyright: siteConfig.title,
        updated: data.changes[0] ? new Date(data.changes[0].date) : undefined,
        feedLinks: {atom: `${site}${FEED_FILE}`},
      });
      for (const change of data.changes) {
        // Addresses as the site links them (no trailing slash).
        const pageUrl = (permalink: string) =>
          `${siteConfig.url.replace(/\/+$/, '')}${permalink.replace(/(.)\/$/, '$1')}`;
        const list = change.pages
          .map(
            (page) =>
              `<li><a href="${pageUrl(page.permalink)}">${escapeXml(page.title)}</a></li>`,
          )
          .join('');
        feed.addItem({
          title: change.subject,
          id: data.commitUrl
            ? `${data.commitUrl}${change.hash}`
            : `urn:sha1:${change.hash}`,
          link: pageUrl(change.pages[0]!.permalink),
          date: new Date(change.date),
          content: `<ul>${list}</ul>`,
        });
      }
      await fs.mkdir(path.join(outDir, path.dirname(FEED_FILE)), {
        recursive: true,
      });
      await fs.writeFile(path.join(outDir, FEED_FILE), feed.atom1());
    },
  };
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
