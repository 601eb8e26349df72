import fs from 'node:fs';
import path from 'node:path';
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
  /**
   * The stylesheet that sets the code theme's variables in each colour mode
   * (`codeThemeVariables(...).css`, src/lib/codeTheme.ts); loaded on every
   * page.
   */
  themeCss: string;
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
  {generatedFilesDir}: LoadContext,
  {additionalLanguages, blocks, themeCss}: CodeHighlightOptions,
): Plugin<Record<string, string>> {
  // Written when the plugin loads: client modules are collected before any
  // content is loaded.
  const themeFile = path.join(generatedFilesDir, 'code-highlight', 'theme.css');
  fs.mkdirSync(path.dirname(themeFile), {recursive: true});
  if (
    !fs.existsSync(themeFile) ||
    fs.readFileSync(themeFile, 'utf8') !== themeCss
  )
    fs.writeFileSync(themeFile, themeCss);
  return {
    name: 'code-highlight-blocks',
    getClientModules() {
      return [themeFile];
    },
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
