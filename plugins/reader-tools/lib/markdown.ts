/**
 * The Markdown twin of a built page: the page's own content, taken from its
 * HTML after the build, so every MDX component (driver field tables, API
 * tables, tabs, admonitions, diagrams…) arrives as it was rendered, and turned
 * into plain Markdown (GFM tables) with no JSX, imports or interface chrome.
 *
 * The HTML libraries (parse5 with hast-util-from-parse5, hast-util-to-mdast,
 * mdast-util-to-markdown, mdast-util-gfm) are ES modules: callers load them
 * once with {@link loadMarkdownLibraries} and pass them in, so this file stays
 * loadable by Jest and by the build alike. The build loads them through
 * ./loader.cjs.
 */
import type {Element, ElementContent, Nodes, Parents, Root, Text} from 'hast';

export interface MarkdownLibraries {
  /** Parses an HTML fragment into a hast tree. */
  fromHtml: (html: string) => Root;
  toMdast: (tree: Nodes, options?: Record<string, unknown>) => unknown;
  toMarkdown: (tree: unknown, options?: Record<string, unknown>) => string;
  gfmToMarkdown: (options?: {tablePipeAlign?: boolean}) => unknown;
}

/**
 * An HTML fragment parser from parse5 and hast-util-from-parse5, as
 * hast-util-from-html parses but without source positions: nothing here
 * reads them, and hast-util-to-mdast copies the whole tree before it starts
 * (structuredClone). Scripting is off, as there: `<noscript>` content is
 * parsed as elements.
 */
export function fragmentParser(
  parseFragment: (
    html: string,
    options: {scriptingEnabled: boolean},
  ) => unknown,
  fromParse5: (tree: never) => unknown,
): MarkdownLibraries['fromHtml'] {
  return (html) =>
    fromParse5(parseFragment(html, {scriptingEnabled: false}) as never) as Root;
}

/** What escaping reads of mdast-util-to-markdown's state. */
interface EscapeState {
  unsafe: {character?: unknown}[];
  safe: (this: unknown, value: unknown, config: EscapeConfig) => string;
}

interface EscapeConfig {
  before?: string;
  after?: string;
}

type Handler = (
  node: unknown,
  parent: unknown,
  state: EscapeState,
  info: unknown,
) => string;

/**
 * `toMarkdown` that escapes text with fewer tries, and the same result.
 *
 * mdast-util-to-markdown escapes each piece of text with `state.safe`, which
 * runs every one of the state's `unsafe` patterns (about 50 with GFM, a
 * regular expression each) over the text, with what comes before and after
 * it: about a third of a twin's time. A pattern only ever matches its
 * `character`, so one whose character is not in that text cannot match. The
 * root handler, which runs first, has `state.safe` give the original only
 * the patterns that can, then put the whole list back. What `safe` does with
 * the matches does not depend on the order of the patterns. A pattern
 * without a character is always given.
 */
export function escapingOnlyWhatCanMatch(
  toMarkdown: MarkdownLibraries['toMarkdown'],
  defaultRoot: Handler,
): MarkdownLibraries['toMarkdown'] {
  const filtering =
    (rootHandler: Handler): Handler =>
    (node, parent, state, info) => {
      const all = state.unsafe;
      const safe = state.safe;
      const always: typeof all = [];
      const byCharacter = new Map<string, typeof all>();
      for (const pattern of all) {
        const {character} = pattern;
        if (typeof character !== 'string' || character === '') {
          always.push(pattern);
          continue;
        }
        const list = byCharacter.get(character);
        if (list) list.push(pattern);
        else byCharacter.set(character, [pattern]);
      }
      state.safe = function (value, config) {
        // What the original searches: the same concatenation.
        const text = `${config.before || ''}${value || ''}${config.after || ''}`;
        const patterns = [...always];
        for (const [character, list] of byCharacter)
          if (text.includes(character)) patterns.push(...list);
        state.unsafe = patterns;
        try {
          return safe.call(this, value, config);
        } finally {
          state.unsafe = all;
        }
      };
      return rootHandler(node, parent, state, info);
    };
  // Extensions' root handlers are not looked for: GFM has none (the test
  // checks).
  return (tree, options = {}) => {
    const handlers = options.handlers as Record<string, Handler> | undefined;
    return toMarkdown(tree, {
      ...options,
      handlers: {...handlers, root: filtering(handlers?.root ?? defaultRoot)},
    });
  };
}

/** The libraries' modules the conversion uses. */
export interface MarkdownModules {
  parse5: {parseFragment: Parameters<typeof fragmentParser>[0]};
  fromParse5: {fromParse5: Parameters<typeof fragmentParser>[1]};
  toMdast: {toMdast: unknown};
  toMarkdown: {toMarkdown: unknown; defaultHandlers: {root: unknown}};
  gfm: {gfmToMarkdown: unknown};
}

/** The conversion's libraries, from their modules however they were loaded. */
export function markdownLibrariesOf(
  modules: MarkdownModules,
): MarkdownLibraries {
  return {
    fromHtml: fragmentParser(
      modules.parse5.parseFragment,
      modules.fromParse5.fromParse5,
    ),
    toMdast: modules.toMdast.toMdast as MarkdownLibraries['toMdast'],
    toMarkdown: escapingOnlyWhatCanMatch(
      modules.toMarkdown.toMarkdown as MarkdownLibraries['toMarkdown'],
      modules.toMarkdown.defaultHandlers.root as Handler,
    ),
    gfmToMarkdown: modules.gfm
      .gfmToMarkdown as MarkdownLibraries['gfmToMarkdown'],
  };
}

/** Loads the ES-module libraries the conversion needs (once per build). */
export async function loadMarkdownLibraries(): Promise<MarkdownLibraries> {
  const [parse5, fromParse5, toMdast, toMarkdown, gfm] = await Promise.all([
    import('parse5'),
    import('hast-util-from-parse5'),
    import('hast-util-to-mdast'),
    import('mdast-util-to-markdown'),
    import('mdast-util-gfm'),
  ]);
  return markdownLibrariesOf({
    parse5,
    fromParse5,
    toMdast,
    toMarkdown,
    gfm,
  } as unknown as MarkdownModules);
}

/** Marks an element (and its subtree) as interface, left out of the twin. */
export const SKIP_ATTRIBUTE = 'data-md-skip';

/** What a built page says about itself, read from its HTML. */
export interface PageParts {
  /** The page's title (its h1). */
  title: string;
  /** The page's description (meta description), when it has one. */
  description?: string;
  /** The content element: a doc's markdown block or a post's body. */
  content: Element;
}

/** Labels of admonitions, by type, in the page's language. */
const ADMONITION_LABELS: Record<string, Record<string, string>> = {
  en: {
    note: 'Note',
    tip: 'Tip',
    info: 'Info',
    warning: 'Warning',
    danger: 'Danger',
    caution: 'Caution',
  },
  'zh-CN': {
    note: '备注',
    tip: '提示',
    info: '信息',
    warning: '警告',
    danger: '危险',
    caution: '注意',
  },
};

/** "Source: <url>", with the punctuation of the page's language. */
const SOURCE_LABEL: Record<string, string> = {
  en: 'Source: ',
  'zh-CN': '来源：',
};

const IMAGE_LABEL: Record<string, string> = {en: 'Image: ', 'zh-CN': '图片：'};

const DIAGRAM_LABEL: Record<string, string> = {
  en: 'Diagram: ',
  'zh-CN': '图示：',
};

function classes(node: Element): string[] {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : [];
}

function hasClass(node: Element, name: string): boolean {
  return classes(node).includes(name);
}

function isElement(node: Nodes | undefined): node is Element {
  return node?.type === 'element';
}

function text(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if ('children' in node)
    return (node.children as Nodes[]).map((child) => text(child)).join('');
  return '';
}

function findElement(
  node: Nodes,
  test: (element: Element) => boolean,
): Element | undefined {
  if (isElement(node) && test(node)) return node;
  if (!('children' in node)) return undefined;
  for (const child of node.children as Nodes[]) {
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

function findAll(node: Nodes, test: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const walk = (current: Nodes) => {
    if (isElement(current) && test(current)) found.push(current);
    if ('children' in current)
      for (const child of current.children as Nodes[]) walk(child);
  };
  walk(node);
  return found;
}

/** The form that stands for a password-protected page's content. */
export const ENCRYPTED_FORM = /<form\b[^>]*\sdata-encrypted[\s=>]/;

/** A page's meta description tag. */
export const META_DESCRIPTION =
  /<meta\b[^>]*\bname=["']?description["'\s>/][^>]*>/;

/** The slice of a page's HTML that holds its content: its `<article>`. */
export function articleHtml(html: string): string | null {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  return start < 0 || end < start ? null : html.slice(start, end + 10);
}

/** The meta description of a page, decoded. */
export function metaDescription(
  html: string,
  libraries: MarkdownLibraries,
): string | undefined {
  const tag = META_DESCRIPTION.exec(html);
  if (!tag) return undefined;
  const meta = findElement(
    libraries.fromHtml(tag[0]),
    (node) => node.tagName === 'meta',
  );
  const content = String(meta?.properties?.content ?? '').trim();
  return content || undefined;
}

/**
 * Finds the title and the content of a doc page or a post in its HTML, or
 * null when the page has none of them, or when it is password-protected
 * (its content is encrypted: nothing of it may reach a twin).
 */
export function pageParts(
  html: string,
  libraries: MarkdownLibraries,
): PageParts | null {
  if (ENCRYPTED_FORM.test(html)) return null;
  const article = articleHtml(html);
  if (!article) return null;
  const tree = libraries.fromHtml(article);
  const content =
    findElement(tree, (node) => hasClass(node, 'theme-doc-markdown')) ??
    findElement(
      tree,
      (node) => node.properties?.id === '__blog-post-container',
    );
  if (!content) return null;
  const heading = findElement(tree, (node) => node.tagName === 'h1');
  if (!heading) return null;
  return {
    title: text(heading).trim(),
    description: metaDescription(html, libraries),
    content,
  };
}

/** Whether an element is interface (buttons, anchors, navigation…). */
function isChrome(node: Element): boolean {
  if (node.properties?.[camel(SKIP_ATTRIBUTE)] !== undefined) return true;
  if (node.properties?.dataSearchIgnore !== undefined) return true;
  if (node.properties?.dataStaleWarning !== undefined) return true;
  if (
    [
      'button',
      'nav',
      'fieldset',
      'script',
      'style',
      'noscript',
      'template',
      'form',
      'input',
      'select',
      'textarea',
      'label',
      'footer',
    ].includes(node.tagName)
  )
    return true;
  if (node.tagName === 'a' && hasClass(node, 'hash-link')) return true;
  return false;
}

function camel(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, letter: string) =>
    letter.toUpperCase(),
  );
}

function heading(depth: number, children: ElementContent[]): Element {
  return {
    type: 'element',
    tagName: `h${Math.min(Math.max(depth, 1), 6)}`,
    properties: {},
    children,
  };
}

function paragraph(children: ElementContent[]): Element {
  return {type: 'element', tagName: 'p', properties: {}, children};
}

function strong(value: string): Element {
  return {
    type: 'element',
    tagName: 'strong',
    properties: {},
    children: [{type: 'text', value}],
  };
}

/** The text of a highlighted code block, one line per `.token-line`. */
function codeText(pre: Element): string {
  const lines = findAll(pre, (node) => hasClass(node, 'token-line'));
  if (lines.length === 0) return text(pre).replace(/\n$/, '');
  return lines.map((line) => text(line)).join('\n');
}

function codeLanguage(block: Element): string | undefined {
  const language = classes(block)
    .concat(...findAll(block, (node) => node.tagName === 'pre').map(classes))
    .find((name) => name.startsWith('language-'));
  return language?.slice('language-'.length) || undefined;
}

/** A theme code block (title, lines) as a plain `<pre><code>`. */
function plainCodeBlock(block: Element): ElementContent[] {
  const pre = findElement(block, (node) => node.tagName === 'pre');
  if (!pre) return [];
  const language = codeLanguage(block);
  const title = findElement(block, (node) =>
    classes(node).some((name) => name.startsWith('codeBlockTitle')),
  );
  const code: Element = {
    type: 'element',
    tagName: 'pre',
    properties: {},
    children: [
      {
        type: 'element',
        tagName: 'code',
        properties: language ? {className: [`language-${language}`]} : {},
        children: [{type: 'text', value: codeText(pre)}],
      },
    ],
  };
  return title ? [paragraph([strong(text(title).trim())]), code] : [code];
}

interface Context {
  locale: string;
  /** Depth of the last heading seen, for the headings made from tabs. */
  depth: number;
  pageUrl: URL;
  /** Inside a table's `<th>`. */
  inHeaderCell?: boolean;
}

function absolute(value: unknown, context: Context): unknown {
  if (typeof value !== 'string' || value.startsWith('#')) return value;
  try {
    return new URL(value, context.pageUrl).href;
  } catch {
    return value;
  }
}

/**
 * Rewrites the content tree, in document order, into elements that
 * hast-util-to-mdast turns into plain Markdown: interface removed, code
 * blocks plain, tabs as headed sections, admonitions as quotes, diagrams as
 * their text alternative, links and images absolute.
 */
function rewrite(nodes: ElementContent[], context: Context): ElementContent[] {
  const out: ElementContent[] = [];
  for (const node of nodes) {
    if (node.type === 'comment') continue;
    if (node.type !== 'element') {
      out.push(node);
      continue;
    }
    // Sortable column headers are buttons: their text is the header. The
    // sort arrow, hidden from screen readers, leaves only the space it took.
    if (node.tagName === 'button' && context.inHeaderCell) {
      out.push(
        ...rewrite(
          node.children.map((child) =>
            child.type === 'element' &&
            String(child.properties?.ariaHidden) === 'true'
              ? {type: 'text' as const, value: ' '}
              : child,
          ),
          context,
        ),
      );
      continue;
    }
    if (isChrome(node)) continue;
    const depth = /^h([1-6])$/.exec(node.tagName);
    if (depth) context.depth = Number(depth[1]);

    if (hasClass(node, 'theme-code-block')) {
      out.push(...plainCodeBlock(node));
      continue;
    }
    if (hasClass(node, 'tabs-container')) {
      const labels = findAll(node, (child) => child.properties?.role === 'tab');
      const panels = findAll(
        node,
        (child) => child.properties?.role === 'tabpanel',
      );
      const level = context.depth + 1;
      panels.forEach((panel, index) => {
        const label = labels[index] ? text(labels[index]).trim() : '';
        if (label) out.push(heading(level, [{type: 'text', value: label}]));
        const saved = context.depth;
        context.depth = level;
        out.push(...rewrite(panel.children, context));
        context.depth = saved;
      });
      continue;
    }
    if (classes(node).some((name) => name === 'theme-admonition')) {
      const type =
        classes(node)
          .find((name) => name.startsWith('theme-admonition-'))
          ?.slice('theme-admonition-'.length) ?? 'note';
      const headingNode = findElement(node, (child) =>
        classes(child).some((name) => name.startsWith('admonitionHeading')),
      );
      const body = findElement(node, (child) =>
        classes(child).some((name) => name.startsWith('admonitionContent')),
      );
      const custom = headingNode ? text(headingNode).trim() : '';
      const labels = ADMONITION_LABELS[context.locale] ?? ADMONITION_LABELS.en!;
      const label =
        custom && custom.toLowerCase() !== type
          ? custom
          : (labels[type] ?? custom);
      out.push({
        type: 'element',
        tagName: 'blockquote',
        properties: {},
        children: [
          paragraph([strong(label)]),
          ...rewrite(body?.children ?? [], context),
        ],
      });
      continue;
    }
    if (node.tagName === 'details') {
      const summary = node.children.find(
        (child): child is Element =>
          isElement(child) && child.tagName === 'summary',
      );
      const rest = node.children.filter((child) => child !== summary);
      if (summary) out.push(paragraph([strong(text(summary).trim())]));
      out.push(...rewrite(rest, context));
      continue;
    }
    if (node.tagName === 'svg') {
      // A drawing that carries meaning names itself (role="img" with a title
      // and description); decorative icons are left out.
      if (node.properties?.role !== 'img') continue;
      const parts = findAll(node, (child) =>
        ['title', 'desc'].includes(child.tagName),
      )
        .map((child) => text(child).trim())
        .filter(Boolean);
      const label = String(node.properties?.ariaLabel ?? '').trim();
      const description = parts.length ? parts.join(' — ') : label;
      if (description)
        out.push(
          paragraph([
            {
              type: 'element',
              tagName: 'em',
              properties: {},
              children: [
                {
                  type: 'text',
                  value: `${DIAGRAM_LABEL[context.locale] ?? DIAGRAM_LABEL.en}${description}`,
                },
              ],
            },
          ]),
        );
      continue;
    }
    if (node.tagName === 'wbr') continue;
    // Small images are inlined by the bundler as data: URLs; the twin keeps
    // their text alternative instead of kilobytes of base64.
    if (
      node.tagName === 'img' &&
      String(node.properties?.src ?? '').startsWith('data:')
    ) {
      const alt = String(node.properties?.alt ?? '').trim();
      if (alt)
        out.push({
          type: 'element',
          tagName: 'em',
          properties: {},
          children: [
            {
              type: 'text',
              value: `${IMAGE_LABEL[context.locale] ?? IMAGE_LABEL.en}${alt}`,
            },
          ],
        });
      continue;
    }
    // Anchors without an address are only targets of old #ids.
    if (node.tagName === 'a' && node.properties?.href === undefined) {
      out.push(...rewrite(node.children, context));
      continue;
    }

    const copy: Element = {...node, properties: {...node.properties}};
    if (node.tagName === 'a')
      copy.properties.href = absolute(node.properties.href, context) as string;
    if (node.tagName === 'img')
      copy.properties.src = absolute(node.properties.src, context) as string;
    const inHeaderCell = context.inHeaderCell;
    if (node.tagName === 'th') context.inHeaderCell = true;
    copy.children = rewrite(node.children, context);
    context.inHeaderCell = inHeaderCell;
    if (node.tagName === 'td' || node.tagName === 'th')
      copy.children = spaced(copy.children);
    out.push(copy);
  }
  return out;
}

/**
 * Table cells stack several parts (a field's label, key and type) as
 * neighbouring elements; in one Markdown cell they need a space between.
 */
function spaced(children: ElementContent[]): ElementContent[] {
  const out: ElementContent[] = [];
  children.forEach((child, index) => {
    const previous = children[index - 1];
    if (index > 0 && isElement(child) && isElement(previous))
      out.push({type: 'text', value: ' '} satisfies Text);
    out.push(child);
  });
  return out;
}

export interface TwinOptions {
  /** Absolute URL of the page (links and images are made absolute to it). */
  pageUrl: string;
  locale: string;
}

/** The Markdown twin of a page from its parts. */
export function partsToMarkdown(
  parts: PageParts,
  {pageUrl, locale}: TwinOptions,
  libraries: MarkdownLibraries,
): string {
  const context: Context = {locale, depth: 1, pageUrl: new URL(pageUrl)};
  const children = rewrite(parts.content.children, context).filter(
    (node) => !(isElement(node) && node.tagName === 'header'),
  );
  // The page's h1 (in a <header>) is written once, at the top.
  const body: Parents = {type: 'root', children: children as Root['children']};
  const mdast = libraries.toMdast(body, {newlines: false});
  const markdown = libraries
    .toMarkdown(mdast, {
      extensions: [libraries.gfmToMarkdown({tablePipeAlign: false})],
      bullet: '-',
      emphasis: '_',
      fences: true,
      rule: '-',
      listItemIndent: 'one',
    })
    .trim();
  const lines = [`# ${parts.title}`, ''];
  if (parts.description) lines.push(`> ${parts.description}`, '');
  lines.push(`${SOURCE_LABEL[locale] ?? SOURCE_LABEL.en}${pageUrl}`, '');
  lines.push(markdown, '');
  return lines.join('\n');
}

/** The Markdown twin of a built page, or null when it has none. */
export function htmlToMarkdown(
  html: string,
  options: TwinOptions,
  libraries: MarkdownLibraries,
): string | null {
  const parts = pageParts(html, libraries);
  return parts ? partsToMarkdown(parts, options, libraries) : null;
}
