import React, {useMemo, useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import CodeBlock from '@theme-original/CodeBlock';
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

/** Lays out as if it were not there: only holds the block. */
const HOLDER = {display: 'contents'} as const;

/**
 * A fenced code block brings its tokens, made at build time; the original
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
