import type {CSSProperties} from 'react';
import type {PrismTheme} from 'prism-react-renderer';
import {themeDictionary} from './codeTokens';

// Code blocks are server-rendered with one markup for both colour modes: each
// token's inline style names CSS custom properties (`color:
// var(--code-keyword)`), and a stylesheet gives them the light or the dark
// theme's values under `[data-theme]`. The markup never depends on the colour
// mode, so hydration keeps the server's code blocks as they are (the classic
// theme remounts every block after hydration to swap inline colours; see
// src/theme/CodeBlock) and a dark page is dark from its first paint.

/** The colour modes, by `data-theme` value, and the theme of each. */
export type CodeThemes = Record<string, PrismTheme>;

/** What `codeThemeVariables` gives: the one theme, and what fills it in. */
export interface CodeThemeVariables {
  /** The theme for both `prism.theme` and `prism.darkTheme`. */
  theme: PrismTheme;
  /** Declarations of every variable it names, per colour mode and language. */
  css: string;
}

const PLAIN = 'plain';

/** The custom property holding a token type's style property. */
export function codeVariable(type: string, property: string): string {
  const kebab = property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return property === 'color' ? `--code-${type}` : `--code-${type}-${kebab}`;
}

/** Each token type's style in a theme, for one language, with `plain` and its background. */
function styleTable(
  theme: PrismTheme,
  language: string,
): Map<string, CSSProperties> {
  const dictionary = themeDictionary(theme, language);
  const table = new Map<string, CSSProperties>();
  for (const [type, style] of Object.entries(dictionary)) {
    if (type === 'root' || type === PLAIN || !style) continue;
    table.set(type, style);
  }
  table.set(PLAIN, {...theme.plain} as CSSProperties);
  return table;
}

type Declarations = Map<string, string>;

function declarations(table: Map<string, CSSProperties>): Declarations {
  const out: Declarations = new Map();
  for (const [type, style] of table)
    for (const [property, value] of Object.entries(style))
      if (value != null && value !== '')
        out.set(codeVariable(type, property), String(value));
  return out;
}

function rule(selector: string, decls: Declarations): string {
  if (decls.size === 0) return '';
  const body = [...decls].map(([name, value]) => `${name}:${value}`).join(';');
  return `${selector}{${body}}\n`;
}

/**
 * One theme whose styles are CSS variables, and the stylesheet that sets them
 * to each colour mode's theme. A token type a mode does not style leaves its
 * variable unset, so the token inherits the plain colour, as it would with
 * that mode's own theme; a style a theme gives only some languages is set on
 * their `.language-…` blocks.
 */
export function codeThemeVariables(modes: CodeThemes): CodeThemeVariables {
  const themes = Object.values(modes);
  const languages = [
    ...new Set(
      themes.flatMap((theme) =>
        theme.styles.flatMap((entry) => entry.languages ?? []),
      ),
    ),
  ].sort();
  // A language no entry names: the styles every language gets.
  const anyLanguage = '\u0000';

  // Every style property each token type has in some mode or language.
  const properties = new Map<string, Set<string>>();
  const note = (table: Map<string, CSSProperties>) => {
    for (const [type, style] of table) {
      const seen = properties.get(type) ?? new Set<string>();
      properties.set(type, seen);
      for (const [property, value] of Object.entries(style))
        if (value != null && value !== '') seen.add(property);
    }
  };
  let css = '';
  for (const [mode, theme] of Object.entries(modes)) {
    const scope = `[data-theme='${mode}']`;
    const common = styleTable(theme, anyLanguage);
    note(common);
    const base = declarations(common);
    css += rule(scope, base);
    for (const language of languages) {
      const table = styleTable(theme, language);
      note(table);
      // Blocks of this language inherit the mode's values; only what the
      // language changes is declared on them.
      const differs: Declarations = new Map(
        [...declarations(table)].filter(
          ([name, value]) => base.get(name) !== value,
        ),
      );
      css += rule(`${scope} .language-${language}`, differs);
    }
  }

  const styleOf = (type: string): Record<string, string> =>
    Object.fromEntries(
      [...(properties.get(type) ?? [])]
        .sort()
        .map((property) => [property, `var(${codeVariable(type, property)})`]),
    );
  const theme: PrismTheme = {
    plain: styleOf(PLAIN) as PrismTheme['plain'],
    styles: [...properties.keys()]
      .filter((type) => type !== PLAIN)
      .sort()
      .map((type) => ({types: [type], style: styleOf(type)})),
  };
  return {theme, css};
}
