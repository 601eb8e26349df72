import type {Root, RootContent} from 'mdast';
import {ENCRYPTED_COMPONENT} from '../encrypt/remark';
import {PAGE_ACTIONS_COMPONENT} from './lib/component';

export {PAGE_ACTIONS_COMPONENT};

function isEncrypted(tree: Root): boolean {
  return tree.children.some(
    (node) =>
      node.type === ('mdxJsxFlowElement' as string) &&
      (node as unknown as {name: string}).name === ENCRYPTED_COMPONENT,
  );
}

/**
 * Remark plugin of the docs (plugins/reader-tools): puts the page actions
 * (copy page, view as Markdown, open in a chat assistant) right under the
 * page's `# Title`, or at the top when the page has none. A password-protected
 * page (its body already replaced by plugins/encrypt) gets none: it has no
 * Markdown twin. The element names the component without importing it: the
 * doc page provides it (theme/DocItem/Content), so its code ships once in the
 * doc page's chunk instead of in every doc's.
 */
export default function remarkPageActions() {
  return (tree: Root): void => {
    if (isEncrypted(tree)) return;
    const element = {
      type: 'mdxJsxFlowElement',
      name: PAGE_ACTIONS_COMPONENT,
      attributes: [],
      children: [],
    } as unknown as RootContent;
    // Docusaurus's contentTitle plugin has already wrapped the `# Title` in
    // a `<header>` element.
    const title = tree.children.findIndex(
      (node) =>
        (node.type === 'heading' && node.depth === 1) ||
        (node.type === ('mdxJsxFlowElement' as string) &&
          (node as unknown as {name: string}).name === 'header'),
    );
    let at = title + 1;
    if (title < 0) {
      at = 0;
      while (
        tree.children[at] &&
        ['yaml', 'mdxjsEsm'].includes(tree.children[at]!.type)
      )
        at += 1;
    }
    tree.children.splice(at, 0, element);
  };
}
