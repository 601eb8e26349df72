import {createRequire} from 'node:module';
import {Prism, normalizeTokens, type Token} from 'prism-react-renderer';
import type {Code, Root} from 'mdast';
import {encodeTokens} from '../../src/lib/codeTokens';

/** The prop a fenced code block's tokens travel in (src/theme/CodeBlock). */
export const TOKENS_PROP = 'data-tokens';

export interface RemarkCodeTokensOptions {
  /** `themeConfig.prism.additionalLanguages`: the same grammars as the theme. */
  additionalLanguages: readonly string[];
  /** `themeConfig.prism.defaultLanguage`. */
  defaultLanguage?: string;
}

// The grammars come from the copy of prismjs the classic theme loads.
const themeRequire = createRequire(
  require.resolve('@docusaurus/theme-classic'),
);
const registered = new Set<string>();

/**
 * Adds the extra languages to prism-react-renderer's Prism, as the classic
 * theme's prism-include-languages does in the browser: Prism's language
 * files extend the `Prism` global, so it points at this instance meanwhile.
 */
export function registerLanguages(languages: readonly string[]): void {
  const missing = languages.filter((language) => !registered.has(language));
  if (missing.length === 0) return;
  const global = globalThis as {Prism?: unknown};
  const before = global.Prism;
  global.Prism = Prism;
  try {
    for (const language of missing) {
      if (language === 'php')
        themeRequire('prismjs/components/prism-markup-templating.js');
      themeRequire(`prismjs/components/prism-${language}`);
      registered.add(language);
    }
  } finally {
    if (before === undefined) delete global.Prism;
    else global.Prism = before;
  }
}

/** The tokens prism-react-renderer's Highlight renders for `code`. */
export function tokenize(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  if (!grammar) return normalizeTokens([code]);
  const env = {code, grammar, language, tokens: [] as (string | Prism.Token)[]};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

/** The language the classic theme's code block settles on for a fence. */
export function fenceLanguage(
  lang: string | null | undefined,
  defaultLanguage: string | undefined,
): string {
  // MDX gives the block `language-<first word of the info string>`.
  const first = lang?.trim().split(/\s+/)[0];
  return (first || defaultLanguage || 'text').toLowerCase();
}

/**
 * Tokenizes every fenced code block at build time and hands the tokens to
 * the code block as a prop, so pages never load Prism in the browser.
 */
export default function remarkCodeTokens(options: RemarkCodeTokensOptions) {
  registerLanguages(options.additionalLanguages);
  return (tree: Root): void => {
    const visit = (node: Root | Root['children'][number]): void => {
      if (node.type === 'code') {
        annotate(node, options.defaultLanguage);
        return;
      }
      if ('children' in node) for (const child of node.children) visit(child);
    };
    visit(tree);
  };
}

function annotate(node: Code, defaultLanguage: string | undefined): void {
  const language = fenceLanguage(node.lang, defaultLanguage);
  const data = encodeTokens({language, lines: tokenize(node.value, language)});
  node.data = {
    ...node.data,
    hProperties: {...node.data?.hProperties, [TOKENS_PROP]: data},
  };
}
