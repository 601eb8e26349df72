/**
 * Rules of the page actions: where a page's Markdown twin lives, the chat
 * assistants a page can be opened in, and the prefilled "report a problem"
 * issue. Pure functions, shared by the build and the browser.
 */

/** The address of a page's twin: `/a/b` → `/a/b.md`, `/` → `/index.md`. */
export function twinPath(permalink: string): string {
  const path = permalink.replace(/\/+$/, '');
  return `${path || '/index'}.md`;
}

export interface ChatAssistant {
  /** Product name, shown as is in both languages. */
  name: string;
  /** The address that opens a new chat with `prompt` typed in. */
  url: (prompt: string) => string;
}

/*
 * Each assistant's "new chat with this prompt" address. These are the
 * addresses the assistants' own web apps accept and that other documentation
 * sites link to; none of the four publishes them as a documented API, and they
 * could not be checked from the build machine (no network). If one stops
 * prefilling, the reader still lands on the assistant and the prompt is lost:
 * change it here.
 */
const CHATGPT: ChatAssistant = {
  name: 'ChatGPT',
  url: (prompt) => `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`,
};
const CLAUDE: ChatAssistant = {
  name: 'Claude',
  url: (prompt) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}`,
};
const DEEPSEEK: ChatAssistant = {
  name: 'DeepSeek',
  url: (prompt) => `https://chat.deepseek.com/?q=${encodeURIComponent(prompt)}`,
};
const KIMI: ChatAssistant = {
  name: 'Kimi',
  url: (prompt) =>
    `https://www.kimi.com/_prefill_chat?prefill_prompt=${encodeURIComponent(prompt)}`,
};

/** The assistants offered to readers of a locale, in menu order. */
export function chatAssistants(locale: string): ChatAssistant[] {
  return locale === 'zh-CN'
    ? [DEEPSEEK, KIMI, CHATGPT, CLAUDE]
    : [CHATGPT, CLAUDE];
}

/** The prompt an assistant is opened with: read the page, then help. */
export function chatPrompt(locale: string, twinUrl: string): string {
  return locale === 'zh-CN'
    ? `请阅读 ${twinUrl}（OpenList 文档页面的 Markdown 版本），然后回答我关于它的问题。`
    : `Read ${twinUrl} (a page of the OpenList documentation, as Markdown) so I can ask questions about it.`;
}

export interface ProblemReport {
  /** The docs repository, e.g. https://github.com/OpenListTeam/OpenList-Docs. */
  repositoryUrl: string;
  pageTitle: string;
  /** Absolute URL of the page. */
  pageUrl: string;
  locale: string;
  /** The OpenList release the page documents, e.g. v4.2.5. */
  openlistVersion: string;
  /** The docs commit the site was built from, when known. */
  commit?: string | null;
}

/**
 * The address of a new issue in the docs repository, prefilled with what a
 * maintainer needs to find the page (title, URL, language, documented
 * version, docs commit) and room for the reader's words.
 */
export function reportProblemUrl(report: ProblemReport): string {
  const zh = report.locale === 'zh-CN';
  const title = zh
    ? `文档问题：${report.pageTitle}`
    : `Docs problem: ${report.pageTitle}`;
  const facts = zh
    ? [
        `- 页面：${report.pageUrl}`,
        `- 语言：${report.locale}`,
        `- 所述 OpenList 版本：${report.openlistVersion}`,
        `- 文档提交：${report.commit ?? '未知'}`,
      ]
    : [
        `- Page: ${report.pageUrl}`,
        `- Language: ${report.locale}`,
        `- OpenList version documented: ${report.openlistVersion}`,
        `- Docs commit: ${report.commit ?? 'unknown'}`,
      ];
  const prompt = zh
    ? '## 哪里有问题？\n\n<!-- 请写下错误或缺失的内容，以及你认为正确的说法。 -->\n'
    : '## What is wrong?\n\n<!-- What is wrong or missing, and what you think it should say. -->\n';
  const body = [prompt, ...facts, ''].join('\n');
  const base = report.repositoryUrl.replace(/\/+$/, '');
  const query = new URLSearchParams({title, body});
  return `${base}/issues/new?${query.toString()}`;
}
