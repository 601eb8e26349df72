import path from 'node:path';
import logger from '@docusaurus/logger';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import type {Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';
import {DEFAULT_ITERATIONS} from '../../src/lib/encryption';
import {encryptHtml} from './cipher';
import {renderBody} from './render';

export {EncryptionError} from './render';

/** Name of the MDX component the protected body becomes. */
export const ENCRYPTED_COMPONENT = 'EncryptedContent';
/** Where it comes from: the page imports it, so only protected pages load it. */
export const ENCRYPTED_COMPONENT_SOURCE =
  '@site/src/components/EncryptedContent';

/** `import EncryptedContent from '…';` as an MDX ESM node, with its estree. */
function importEncryptedContent(): RootContent {
  const value = `import ${ENCRYPTED_COMPONENT} from '${ENCRYPTED_COMPONENT_SOURCE}';`;
  return {
    type: 'mdxjsEsm',
    value,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [
              {
                type: 'ImportDefaultSpecifier',
                local: {type: 'Identifier', name: ENCRYPTED_COMPONENT},
              },
            ],
            source: {
              type: 'Literal',
              value: ENCRYPTED_COMPONENT_SOURCE,
              raw: `'${ENCRYPTED_COMPONENT_SOURCE}'`,
            },
          },
        ],
      },
    },
  } as unknown as RootContent;
}

export interface RemarkEncryptOptions {
  /**
   * Whether a file with a `password` is encrypted: `site.encrypt.enable`, or
   * a function of the file's absolute path (the test fixtures' switch).
   */
  enabled: boolean | ((filePath: string) => boolean);
  iterations?: number;
  /** Base of the paths named in messages; the working directory by default. */
  siteDir?: string;
}

/**
 * The `password` front matter of the file being compiled. The site's
 * parseFrontMatter strips it (it must not reach the page's metadata or JS), so
 * it is read again from the source, with Docusaurus's own front matter parser.
 */
async function passwordOf(tree: Root, file: VFile): Promise<string | null> {
  const yaml = tree.children[0];
  if (yaml?.type !== 'yaml' || !/^password\s*:/m.test(yaml.value)) return null;
  const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({
    filePath: file.path,
    fileContent: String(file.value),
  });
  const password = frontMatter.password;
  return typeof password === 'string' && password !== '' ? password : null;
}

/**
 * Remark plugin, run before Docusaurus's own (`beforeDefaultRemarkPlugins`):
 * when encryption is on and the file has a `password`, the body is rendered to
 * HTML, encrypted (src/lib/encryption.ts) and the tree replaced by one
 * `<EncryptedContent …/>` carrying only the cipher text (and the import of
 * its component, so that other pages do not load it). A leading `# Title`
 * stays outside, public like the page title. Since the tree is replaced before
 * the outline, excerpt and search see it, the plain text reaches none of them.
 * The truncated variant of a post (the list excerpt) goes through here too.
 */
export default function remarkEncrypt(options: RemarkEncryptOptions) {
  const siteDir = options.siteDir ?? process.cwd();
  const iterations = options.iterations ?? DEFAULT_ITERATIONS;
  const isEnabled = (filePath: string) =>
    typeof options.enabled === 'function'
      ? options.enabled(filePath)
      : options.enabled;

  return async (tree: Root, file: VFile): Promise<void> => {
    const password = await passwordOf(tree, file);
    if (!password) return;
    const relative = path.relative(siteDir, file.path);
    if (!isEnabled(file.path)) {
      logger.warn(
        `${relative} has a password, but encryption is off (site.encrypt.enable): it is published as plain text.`,
      );
      return;
    }

    // Front matter and a leading h1 (the title, public anyway) stay.
    let start = 0;
    while (tree.children[start]?.type === 'yaml') start += 1;
    const first = tree.children[start];
    if (first?.type === 'heading' && first.depth === 1) start += 1;
    const kept = tree.children.slice(0, start);
    const body = tree.children.slice(start);
    if (body.length === 0) return;

    const html = await renderBody(body, {
      file: relative,
      source: String(file.value),
      locale: process.env.DOCUSAURUS_CURRENT_LOCALE,
    });
    const payload = encryptHtml(html, password, {iterations});
    const element = {
      type: 'mdxJsxFlowElement',
      name: ENCRYPTED_COMPONENT,
      attributes: Object.entries(payload).map(([name, value]) => ({
        type: 'mdxJsxAttribute',
        name,
        value: String(value),
      })),
      children: [],
    } as unknown as RootContent;
    tree.children = [...kept, importEncryptedContent(), element];
  };
}
