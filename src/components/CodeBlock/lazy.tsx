import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock';

type CodeBlock = ComponentType<Props>;

let loaded: CodeBlock | null = null;

/**
 * The highlighted code block, once its chunk (Prism and its languages) has
 * loaded in the browser; null before. The server bundle uses ./eager
 * instead (plugins/lazy-prism), where it is always there.
 */
export function loadedCodeBlock(): CodeBlock | null {
  return loaded;
}

/** Loads the highlighted code block's chunk (once). */
export function loadCodeBlock(): Promise<CodeBlock> {
  return import('./Highlighted').then((module) => {
    loaded = module.default;
    return loaded;
  });
}
