import React, {useEffect, useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {
  loadCodeBlock,
  loadedCodeBlock,
} from '@site/src/components/CodeBlock/lazy';

type Props = WrapperProps<typeof CodeBlockType>;

/** Lays out as if it were not there: only holds the block. */
const HOLDER = {display: 'contents'} as const;

// Prism and the code block arrive in their own chunk, only on pages with
// code (plugins/lazy-prism). Until it has loaded, a page being hydrated keeps
// the server-rendered, highlighted block as it is (React leaves the holder's
// HTML alone); a page opened by client-side navigation shows the plain code
// for that moment.
export default function CodeBlockWrapper(props: Props) {
  const isBrowser = useIsBrowser();
  const [hydrating] = useState(!isBrowser);
  const [CodeBlock, setCodeBlock] = useState(loadedCodeBlock);
  useEffect(() => {
    if (CodeBlock) return;
    let current = true;
    loadCodeBlock().then(
      (loaded) => current && setCodeBlock(() => loaded),
      (error: unknown) => console.error('Code block could not load:', error),
    );
    return () => {
      current = false;
    };
  }, [CodeBlock]);
  if (CodeBlock)
    return (
      <div style={HOLDER}>
        <CodeBlock {...props} />
      </div>
    );
  if (hydrating)
    return (
      <div
        style={HOLDER}
        dangerouslySetInnerHTML={{__html: ''}}
        suppressHydrationWarning
      />
    );
  return (
    <div style={HOLDER}>
      <pre className="prism-code">
        <code>{props.children}</code>
      </pre>
    </div>
  );
}
