import type {LoadContext, Plugin} from '@docusaurus/types';
import {encodeTokens} from '../../src/lib/codeTokens';
import {registerLanguages, tokenize} from './remark';

/** A code block written in JSX whose code is known when the site builds. */
export interface ConstantBlock {
  code: string;
  language: string;
}

export interface CodeHighlightOptions {
  /** `themeConfig.prism.additionalLanguages`: the same grammars as the theme. */
  additionalLanguages: readonly string[];
  /** The blocks, by name; components import their tokens by that name. */
  blocks: Record<string, ConstantBlock>;
}

/** Where the tokens are written: `@generated/code-highlight-blocks/default/blocks.json`. */
export const BLOCKS_FILE = 'blocks.json';

/**
 * The build-time tokens of JSX code blocks whose code is a constant (the
 * quick start's Docker commands on the home page and its guide), as the
 * remark plugin makes them for fenced blocks: such a block passes them as
 * `data-tokens` and Prism never loads for it.
 */
export default function codeHighlightPlugin(
  _context: LoadContext,
  {additionalLanguages, blocks}: CodeHighlightOptions,
): Plugin<Record<string, string>> {
  return {
    name: 'code-highlight-blocks',
    async loadContent() {
      registerLanguages(additionalLanguages);
      return Object.fromEntries(
        Object.entries(blocks).map(([name, {code, language}]) => [
          name,
          encodeTokens({language, lines: tokenize(code, language)}),
        ]),
      );
    },
    async contentLoaded({content, actions}) {
      await actions.createData(BLOCKS_FILE, JSON.stringify(content));
    },
  };
}
