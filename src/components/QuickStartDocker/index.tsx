import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import blocks from '@generated/code-highlight-blocks/default/blocks.json';
import {QUICK_START_BLOCK, QUICK_START_DOCKER} from '@site/src/lib/quickStart';

/**
 * The quick start's Docker commands, highlighted at build time
 * (plugins/code-highlight `blocks`), so the pages showing them load no Prism.
 */
export default function QuickStartDocker({
  title,
}: {
  title?: string;
}): React.JSX.Element {
  return (
    <CodeBlock
      language="bash"
      title={title}
      data-tokens={blocks[QUICK_START_BLOCK]}>
      {QUICK_START_DOCKER}
    </CodeBlock>
  );
}
