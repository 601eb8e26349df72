import type {CSSProperties} from 'react';
import type {PrismTheme, Token} from 'prism-react-renderer';

// Code blocks are tokenized at build time (plugins/static-highlight) and the
// tokens travel with the page, so the browser never needs Prism for them.
// This module holds the pure parts shared by the build and the browser: the
// compact text form of a block's tokens, matching them to the code Docusaurus
// finally shows, and the token styles prism-react-renderer would compute.
// Nothing here may import prism-react-renderer at run time (types only): its
// one module carries all of Prism.

export type {Token};

/** What a block carries: its language and its tokens, one array per line. */
export interface CodeTokens {
  language: string;
  lines: Token[][];
}

/** Splits lines the way prism-react-renderer's normalizeTokens does. */
const NEWLINE = /\r\n|\r|\n/;

/**
 * The text form of a block's tokens (normalized as prism-react-renderer's
 * `normalizeTokens` returns them): the language, the distinct type lists,
 * then per line the pairs (type list, length). The text itself is not
 * repeated; {@link decodeTokens} cuts it out of the code again.
 *
 *     bash
 *     plain,function,string
 *     1,4,0,1,2,7;;0,2
 */
export function encodeTokens({language, lines}: CodeTokens): string {
  const kinds: string[] = [];
  const kindIndex = new Map<string, number>();
  const encodedLines = lines.map((line) =>
    line
      .flatMap((token) => {
        const kind = token.types.join(' ');
        let index = kindIndex.get(kind);
        if (index === undefined) {
          index = kinds.push(kind) - 1;
          kindIndex.set(kind, index);
        }
        // An empty line's token holds "\n" in place of nothing.
        return [index, token.empty ? 0 : token.content.length];
      })
      .join(','),
  );
  return [language, kinds.join(','), encodedLines.join(';')].join('\n');
}

/** The token lines of `data` laid over `code`; null when they do not fit. */
export function decodeTokens(data: string, code: string): CodeTokens | null {
  const [language, kindList, lineList] = data.split('\n');
  if (
    language === undefined ||
    kindList === undefined ||
    lineList === undefined
  )
    return null;
  const kinds = kindList.split(',').map((kind) => kind.split(' '));
  const texts = code.split(NEWLINE);
  const encodedLines = lineList.split(';');
  if (encodedLines.length !== texts.length) return null;
  const lines: Token[][] = [];
  for (const [i, encoded] of encodedLines.entries()) {
    const text = texts[i]!;
    const numbers = encoded === '' ? [] : encoded.split(',').map(Number);
    const line: Token[] = [];
    let offset = 0;
    for (let j = 0; j + 1 < numbers.length; j += 2) {
      const types = kinds[numbers[j]!];
      const length = numbers[j + 1]!;
      if (!types || !Number.isInteger(length)) return null;
      line.push({types, content: text.slice(offset, offset + length)});
      offset += length;
    }
    if (offset !== text.length || numbers.length % 2 !== 0) return null;
    lines.push(normalizeEmptyLine(line));
  }
  return {language, lines};
}

/** The lines of `code` as one plain token each (Prism without a grammar). */
export function plainLines(code: string): Token[][] {
  return code
    .split(NEWLINE)
    .map((content) => normalizeEmptyLine([{types: ['plain'], content}]));
}

/** normalizeTokens's rule for a line with nothing on it. */
function normalizeEmptyLine(line: Token[]): Token[] {
  if (line.length === 0)
    return [{types: ['plain'], content: '\n', empty: true}];
  if (line.length === 1 && line[0]!.content === '')
    return [{...line[0]!, content: '\n', empty: true}];
  return line;
}

/**
 * The token lines for the code Docusaurus shows. It drops lines holding
 * magic comments (`// highlight-next-line`) and the final line break from
 * the block's source; every line it keeps is unchanged, so each shown line
 * takes the tokens of the next source line equal to it. Null when the
 * language differs or a line has no match.
 */
export function tokensForCode(
  source: CodeTokens,
  sourceCode: string,
  code: string,
  language: string,
): Token[][] | null {
  if (source.language !== language) return null;
  const sourceTexts = sourceCode.split(NEWLINE);
  const lines: Token[][] = [];
  let next = 0;
  for (const text of code.split(NEWLINE)) {
    while (next < sourceTexts.length && sourceTexts[next] !== text) next += 1;
    if (next === sourceTexts.length) return null;
    lines.push(source.lines[next]!);
    next += 1;
  }
  return lines;
}

/** The source of a block as MDX passes it: without its final line break. */
export function blockSource(children: string): string {
  return children.replace(/\r?\n$/, '');
}

export type ThemeDictionary = Record<string, CSSProperties | undefined>;

/** The style of each token type for `language`, as prism-react-renderer builds it. */
export function themeDictionary(
  theme: PrismTheme,
  language: string,
): ThemeDictionary {
  const dictionary: ThemeDictionary = {};
  for (const {languages, style, types} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types)
      dictionary[type] = {...dictionary[type], ...(style as CSSProperties)};
  }
  dictionary.root = theme.plain as CSSProperties;
  dictionary.plain = {
    ...(theme.plain as CSSProperties),
    backgroundColor: undefined,
  };
  return dictionary;
}

/**
 * Merges a token type's style over the styles of the token's earlier types.
 * A value that is a CSS variable falls back to the earlier value, so a type
 * the colour mode leaves unstyled (its variable unset) keeps the earlier
 * type's style, as a theme of plain values does by not naming that type.
 */
function mergeStyle(into: Record<string, unknown>, style?: CSSProperties) {
  for (const [property, value] of Object.entries(style ?? {})) {
    if (value === undefined) continue;
    const earlier = into[property];
    into[property] =
      typeof value === 'string' &&
      value.startsWith('var(') &&
      value.endsWith(')') &&
      earlier !== undefined
        ? `${value.slice(0, -1)},${String(earlier)})`
        : value;
  }
  return into;
}

/** The inline style of a token, as prism-react-renderer's getTokenProps gives it. */
export function tokenStyle(
  dictionary: ThemeDictionary,
  {types, empty}: Token,
): CSSProperties | undefined {
  if (types.length === 1 && types[0] === 'plain')
    return empty ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && empty) return dictionary[types[0]!];
  const style: Record<string, unknown> = empty ? {display: 'inline-block'} : {};
  for (const type of types) mergeStyle(style, dictionary[type]);
  return style as CSSProperties;
}
