import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {Nodes as MdastNodes, Root, RootContent} from 'mdast';
import type {Element, ElementContent} from 'hast';
// Adds the directive nodes (admonitions) to the mdast types.
import type {} from 'mdast-util-directive';

/**
 * Renders the Markdown body of a protected page to the HTML string that gets
 * encrypted. It runs before Docusaurus's own remark plugins (so headings never
 * reach the outline), hence it does itself the little they would do for plain
 * Markdown: heading ids (`{#custom-id}` too), admonitions, unused directives
 * back to text. What it cannot turn into static HTML stops the build with the
 * file and line named (EncryptionError): MDX components, expressions, import
 * and export, images and Markdown links relative to the file.
 */

export class EncryptionError extends Error {
  constructor(
    file: string,
    node: {position?: {start: {line: number}}},
    what: string,
  ) {
    const line = node.position ? `:${node.position.start.line}` : '';
    super(
      `Cannot encrypt ${file}${line}: ${what}. A password-protected page is rendered to static HTML before it is encrypted; write this part as plain Markdown.`,
    );
    this.name = 'EncryptionError';
  }
}

/** Infima alert colour of each admonition type Docusaurus knows. */
const ADMONITIONS: Record<string, string> = {
  note: 'secondary',
  tip: 'success',
  info: 'info',
  warning: 'warning',
  caution: 'warning',
  danger: 'danger',
  important: 'info',
  success: 'success',
  secondary: 'secondary',
};

/** Default admonition titles, as the theme translates them. */
const ADMONITION_TITLES: Record<string, Record<string, string>> = {
  en: {},
  'zh-CN': {
    note: '备注',
    tip: '提示',
    info: '信息',
    warning: '警告',
    caution: '警告',
    danger: '危险',
    important: '重要',
  },
};

const FOOTNOTE_LABELS: Record<string, {label: string; back: string}> = {
  en: {label: 'Footnotes', back: 'Back to reference'},
  'zh-CN': {label: '脚注', back: '返回引用'},
};

type AnyNode = MdastNodes & {
  children?: AnyNode[];
  value?: string;
  url?: string;
  name?: string;
  data?: Record<string, unknown>;
};

const isExternal = (url: string) => /^[a-z][a-z0-9+.-]*:|^\/\//i.test(url);

/** Plain text of a node, as the outline would show it. */
function textOf(node: AnyNode): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

/** The original Markdown of a node (for directives that are not admonitions). */
function sourceOf(node: AnyNode, source: string): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined
    ? textOf(node)
    : source.slice(start, end);
}

/**
 * Checks and prepares the body in place; throws EncryptionError for what
 * cannot be protected.
 */
function prepare(
  nodes: AnyNode[],
  context: {
    file: string;
    source: string;
    slugs: ReturnType<typeof createSlugger>;
  },
): AnyNode[] {
  const out: AnyNode[] = [];
  for (const node of nodes) {
    switch (node.type) {
      case 'mdxjsEsm':
        throw new EncryptionError(context.file, node, 'import/export');
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        throw new EncryptionError(
          context.file,
          node,
          `the MDX component <${node.name ?? ''}>`,
        );
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        // `{/* comment */}` (the .mdx truncate marker) is allowed: dropped.
        if (/^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value ?? '')) continue;
        throw new EncryptionError(
          context.file,
          node,
          `the MDX expression {${node.value ?? ''}}`,
        );
      }
      case 'html':
        // HTML comments (`<!-- truncate -->`…) are for writers, not readers.
        if (/^\s*<!--[\s\S]*-->\s*$/.test(node.value ?? '')) continue;
        break;
      case 'heading': {
        const last = node.children?.at(-1);
        let id: string | undefined;
        if (last?.type === 'text') {
          const parsed = parseMarkdownHeadingId(last.value ?? '');
          if (parsed.id) {
            last.value = parsed.text;
            id = parsed.id;
          }
        }
        node.data = {
          ...node.data,
          // As Docusaurus does: an explicit {#id} as written, else a slug.
          hProperties: {id: id ?? context.slugs.slug(textOf(node))},
        };
        break;
      }
      case 'containerDirective':
      case 'leafDirective':
      case 'textDirective':
        if (node.type === 'containerDirective' && node.name! in ADMONITIONS)
          break;
        // Not an admonition (e.g. "Note:this"): the text as it was written.
        out.push({
          type: 'text',
          value: sourceOf(node, context.source),
        } as AnyNode);
        continue;
      default:
        break;
    }
    if (
      node.type === 'image' &&
      node.url &&
      !isExternal(node.url) &&
      !node.url.startsWith('/')
    )
      throw new EncryptionError(
        context.file,
        node,
        `the image "${node.url}" is relative to the file (use a URL or a path from static/, such as /img/…)`,
      );
    if (
      (node.type === 'link' || node.type === 'definition') &&
      node.url &&
      !isExternal(node.url) &&
      /\.mdx?(?:[#?]|$)/.test(node.url)
    )
      throw new EncryptionError(
        context.file,
        node,
        `the link "${node.url}" points to a Markdown file (link to the page's URL instead, such as /guide/…)`,
      );
    if (node.children) node.children = prepare(node.children, context);
    out.push(node);
  }
  return out;
}

export interface RenderOptions {
  /** Site-relative path, for error messages. */
  file: string;
  /** The Markdown source the tree was parsed from (positions point into it). */
  source: string;
  locale?: string;
}

/** HTML of the given body nodes (the tree is modified). */
export async function renderBody(
  body: RootContent[],
  {file, source, locale = 'en'}: RenderOptions,
): Promise<string> {
  // Loaded when a protected page is met (the first three are ES modules).
  const [{toHast}, {raw}, {toJsxRuntime}, runtime, {renderToStaticMarkup}] =
    await Promise.all([
      import('mdast-util-to-hast'),
      import('hast-util-raw'),
      import('hast-util-to-jsx-runtime'),
      import('react/jsx-runtime'),
      import('react-dom/server'),
    ]);
  const root: Root = {
    type: 'root',
    children: prepare(body as AnyNode[], {
      file,
      source,
      slugs: createSlugger(),
    }) as RootContent[],
  };
  const titles = ADMONITION_TITLES[locale] ?? {};
  const footnotes = FOOTNOTE_LABELS[locale] ?? FOOTNOTE_LABELS.en!;
  const hast = toHast(root, {
    allowDangerousHtml: true,
    footnoteLabel: footnotes.label,
    footnoteBackLabel: footnotes.back,
    handlers: {
      containerDirective(state, node) {
        const directive = node as unknown as AnyNode & {children: AnyNode[]};
        const type = directive.name!;
        const labelled = directive.children[0]?.data?.directiveLabel === true;
        const label = labelled ? directive.children[0] : undefined;
        const content = labelled
          ? directive.children.slice(1)
          : directive.children;
        const title: ElementContent[] = label
          ? (state.all(label as never) as ElementContent[])
          : [{type: 'text', value: titles[type] ?? type}];
        const element: Element = {
          type: 'element',
          tagName: 'div',
          properties: {
            className: [
              'theme-admonition',
              `theme-admonition-${type}`,
              'alert',
              `alert--${ADMONITIONS[type]}`,
              'encrypted-admonition',
            ],
          },
          children: [
            {
              type: 'element',
              tagName: 'div',
              properties: {className: ['encrypted-admonition-heading']},
              children: title,
            },
            {
              type: 'element',
              tagName: 'div',
              properties: {className: ['encrypted-admonition-content']},
              children: state.all({
                type: 'root',
                children: content,
              } as never) as ElementContent[],
            },
          ],
        };
        state.patch(node, element);
        return element;
      },
    },
  });
  // Raw HTML of .md files becomes elements, then React writes the markup
  // (escaping included).
  const tree = raw(hast);
  return renderToStaticMarkup(
    toJsxRuntime(tree, {
      Fragment: runtime.Fragment,
      jsx: runtime.jsx,
      jsxs: runtime.jsxs,
      elementAttributeNameCase: 'react',
    }),
  );
}
