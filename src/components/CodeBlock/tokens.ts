import {createContext} from 'react';
import type {CodeTokens} from '@site/src/lib/codeTokens';

/** The build-time tokens of the code block being rendered, and its source. */
export interface BlockTokens {
  tokens: CodeTokens;
  /** The block's code as written (final line break removed). */
  source: string;
}

export const CodeTokensContext = createContext<BlockTokens | null>(null);
