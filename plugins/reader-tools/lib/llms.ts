/**
 * `/llms.txt` and `/llms-full.txt` of a locale, after the llms.txt proposal
 * (llmstxt.org): an H1 with the site's name, a one-paragraph summary in a
 * quote, a few lines on how to read the files, then one H2 section per part
 * of the docs with a link and a one-line description per page; the pages of
 * older docs versions go under "Optional", which a reader with little room
 * may skip. The full file is every current page's Markdown twin, one after
 * the other.
 */
import type {PublicPage} from './pages';

export interface LlmsSite {
  title: string;
  /** The site's one-paragraph description. */
  summary: string;
  /** Absolute site URL without a trailing slash. */
  url: string;
  locale: string;
  /** The OpenList release the current docs describe, e.g. v4.2.5. */
  openlistVersion: string;
}

const TEXT = {
  en: {
    notes: (version: string) =>
      `These files list the pages of the OpenList documentation in English. Every page has a Markdown version at its address plus \`.md\`, linked below. The current pages describe OpenList ${version}.`,
    full: 'The full text of every current page is in',
    optional: 'Optional',
    older: (label: string) => `OpenList ${label} docs`,
  },
  'zh-CN': {
    notes: (version: string) =>
      `这些文件列出 OpenList 中文文档的页面。每个页面在其地址后加 \`.md\` 即是它的 Markdown 版本，下面的链接即指向这些版本。当前页面描述的是 OpenList ${version}。`,
    full: '所有当前页面的全文见',
    optional: 'Optional',
    older: (label: string) => `OpenList ${label} 文档`,
  },
};

function text(locale: string) {
  return locale === 'zh-CN' ? TEXT['zh-CN'] : TEXT.en;
}

/** One line of a section: `- [Title](url.md): description`. */
function entry(page: PublicPage, twinUrl: string, prefix = ''): string {
  const title = `${prefix}${page.title}`.replace(/[[\]]/g, '\\$&');
  const description = page.description?.replace(/\s+/g, ' ').trim();
  return `- [${title}](${twinUrl})${description ? `: ${description}` : ''}`;
}

/** Pages grouped by section, sections in order of first appearance. */
function sections(pages: PublicPage[]): [string, PublicPage[]][] {
  const groups = new Map<string, PublicPage[]>();
  for (const page of pages) {
    const group = groups.get(page.section) ?? [];
    group.push(page);
    groups.set(page.section, group);
  }
  return [...groups];
}

/**
 * The llms.txt of a locale. `twinUrl` gives the absolute address of a page's
 * twin; `fullUrl` is the address of llms-full.txt.
 */
export function llmsTxt(
  site: LlmsSite,
  pages: PublicPage[],
  twinUrl: (page: PublicPage) => string,
  fullUrl: string,
): string {
  const t = text(site.locale);
  const lines = [
    `# ${site.title}`,
    '',
    `> ${site.summary.replace(/\s+/g, ' ').trim()}`,
    '',
    t.notes(site.openlistVersion),
    `${t.full} ${fullUrl}`,
    '',
  ];
  for (const [section, group] of sections(pages.filter((p) => p.current))) {
    lines.push(`## ${section}`, '');
    for (const page of group) lines.push(entry(page, twinUrl(page)));
    lines.push('');
  }
  const older = pages.filter((page) => !page.current);
  if (older.length) {
    lines.push(`## ${t.optional}`, '');
    for (const page of older)
      lines.push(
        entry(page, twinUrl(page), `${t.older(page.versionLabel ?? '')}: `),
      );
    lines.push('');
  }
  return lines.join('\n');
}

/** llms-full.txt: the header of llms.txt, then every current page's twin. */
export function llmsFullTxt(site: LlmsSite, twins: string[]): string {
  const header = [
    `# ${site.title}`,
    '',
    `> ${site.summary.replace(/\s+/g, ' ').trim()}`,
    '',
    text(site.locale).notes(site.openlistVersion),
    '',
  ].join('\n');
  return (
    [header, ...twins.map((twin) => twin.trim())].join('\n\n---\n\n') + '\n'
  );
}
