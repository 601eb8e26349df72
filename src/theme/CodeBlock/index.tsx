import React, {isValidElement, useMemo, useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {blockSource, decodeTokens} from '@site/src/lib/codeTokens';
import {
  CodeTokensContext,
  type BlockTokens,
} from '@site/src/components/CodeBlock/tokens';
import {usePrism} from '@site/src/components/CodeBlock/Highlight';

type Props = WrapperProps<typeof CodeBlockType> & {
  /** Build-time tokens of a fenced block (plugins/code-highlight/remark.ts). */
  'data-tokens'?: string;
};

/** Children made of strings only, joined into one; elements as they are. */
function maybeStringify(children: React.ReactNode): React.ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child)))
    return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The classic theme's code block (its `CodeBlock/index.js`) without its
 * remount: the theme keys the content on `useIsBrowser()`, so that every
 * block on the page is thrown away and rendered again right after hydration,
 * to swap the light theme's inline colours for the dark ones. Here the token
 * styles are CSS variables (src/lib/codeTheme.ts), the same markup in both
 * colour modes, so the server's blocks are kept: on a page with many blocks
 * the remount was the longest task of the page load.
 */
function CodeBlock({
  children: rawChildren,
  ...props
}: WrapperProps<typeof CodeBlockType>): React.JSX.Element {
  const children = maybeStringify(rawChildren);
  const Content = typeof children === 'string' ? StringContent : ElementContent;
  return <Content {...props}>{children as string}</Content>;
}

/** Lays out as if it were not there: only holds the block. */
const HOLDER = {display: 'contents'} as const;

/**
 * A fenced code block brings its tokens, made at build time; the theme's
 * code block renders them through the Highlight stand-in
 * (src/components/CodeBlock/Highlight.tsx), with no Prism in the browser.
 */
export default function CodeBlockWrapper({
  'data-tokens': data,
  ...props
}: Props): React.JSX.Element {
  const {children} = props;
  const block = useMemo((): BlockTokens | null => {
    if (typeof data !== 'string' || typeof children !== 'string') return null;
    const source = blockSource(children);
    const tokens = decodeTokens(data, source);
    return tokens && {tokens, source};
  }, [data, children]);
  if (block)
    return (
      <CodeTokensContext.Provider value={block}>
        <CodeBlock {...props} />
      </CodeTokensContext.Provider>
    );
  return <CodeBlockWithPrism {...props} />;
}

/**
 * A block without tokens (a JSX `<CodeBlock>`) is highlighted by Prism,
 * loaded in its own chunk when such a block first renders. Until it has
 * loaded, a page being hydrated keeps the server-rendered, highlighted block
 * as it is (React leaves the holder's HTML alone); a page opened by
 * client-side navigation shows plain lines for that moment.
 */
function CodeBlockWithPrism(props: WrapperProps<typeof CodeBlockType>) {
  const isBrowser = useIsBrowser();
  const [hydrating] = useState(!isBrowser);
  const ready = usePrism(true);
  if (hydrating && !ready)
    return (
      <div
        style={HOLDER}
        dangerouslySetInnerHTML={{__html: ''}}
        suppressHydrationWarning
      />
    );
  return (
    <div style={HOLDER}>
      <CodeBlock {...props} />
    </div>
  );
}
