/**
 * Build-time code highlighting (plugins/code-highlight): the tokens made at
 * build time, carried as text and laid back over the code, render exactly
 * what prism-react-renderer's Highlight renders with Prism in the browser,
 * in both code themes; magic comments and misfits are handled.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {
  Highlight as PrismHighlight,
  themes,
  type PrismTheme,
  type RenderProps,
} from 'prism-react-renderer';
import type {Code, Root} from 'mdast';
import remarkCodeTokens, {
  fenceLanguage,
  tokenize,
  TOKENS_PROP,
} from '../../plugins/code-highlight/remark';
import {
  blockSource,
  decodeTokens,
  encodeTokens,
  plainLines,
  tokensForCode,
} from '../../src/lib/codeTokens';
import type {LoadContext} from '@docusaurus/types';
import codeHighlightPlugin, {BLOCKS_FILE} from '../../plugins/code-highlight';
import {QUICK_START_DOCKER} from '../../src/lib/quickStart';
import {readableCodeTheme} from '../../src/lib/colors';
import {codeThemeVariables} from '../../src/lib/codeTheme';
import {PRISM_LANGUAGES} from '../../src/lib/constants';
import {Highlight} from '../../src/components/CodeBlock/Highlight';
import {CodeTokensContext} from '../../src/components/CodeBlock/tokens';

// Registers the extra grammars on prism-react-renderer's Prism, as the build does.
remarkCodeTokens({additionalLanguages: PRISM_LANGUAGES});

const SAMPLES: [string, string][] = [
  [
    'bash',
    'docker run -d --restart=always \\\n  -v /etc/openlist:/opt/openlist/data \\\n  -p 5244:5244 \\\n  --name="openlist" \\\n  openlistteam/openlist:latest\n\n# a comment\necho "multi\nline string" $HOME',
  ],
  [
    'json',
    '{\n  "code": 200,\n  "message": "success",\n  "data": [true, null, 1.5]\n}',
  ],
  [
    'yaml',
    'services:\n  openlist:\n    image: "openlistteam/openlist"\n    # note\n    ports:\n      - "5244:5244"',
  ],
  [
    'go',
    'package main\n\n/* a block\n   comment */\nfunc main() {\n\tprintln(`raw\n\nstring`)\n}',
  ],
  [
    'tsx',
    'const a = <div className="x">{1 + 2}</div>;\n// comment\n\nexport default a;   ',
  ],
  ['nginx', 'location / {\n  proxy_pass http://127.0.0.1:5244;\n}'],
  ['text', 'plain text\n\n  indented'],
  ['unknownlang', 'no grammar here\n'],
];

function render(node: React.ReactElement): string {
  return renderToStaticMarkup(node);
}

/** The classic theme's use of Highlight, reduced to what reaches the HTML. */
function renderLines({
  className,
  style,
  tokens,
  getLineProps,
  getTokenProps,
}: RenderProps) {
  return (
    <pre className={className} style={style}>
      {tokens.map((line, i) => (
        <div
          key={i}
          {...getLineProps({line, className: i === 0 ? 'first' : undefined})}>
          {line.map((token, j) => (
            <span key={j} {...getTokenProps({token})} />
          ))}
        </div>
      ))}
    </pre>
  );
}

function withTokens(language: string, code: string, source = code) {
  const data = encodeTokens({language, lines: tokenize(source, language)});
  const tokens = decodeTokens(data, source);
  if (!tokens) throw new Error('tokens do not fit their own source');
  return {tokens, source};
}

/** A block as Prism itself highlights it in the browser, with `theme`. */
function renderWithPrism(language: string, code: string, theme: PrismTheme) {
  return render(
    <PrismHighlight code={code} language={language} theme={theme}>
      {renderLines}
    </PrismHighlight>,
  );
}

/** The same block through the stand-in, from build-time tokens of `source`. */
function renderWithTokens(
  language: string,
  code: string,
  theme: PrismTheme,
  source = code,
) {
  return render(
    <CodeTokensContext.Provider value={withTokens(language, code, source)}>
      <Highlight code={code} language={language} theme={theme}>
        {renderLines}
      </Highlight>
    </CodeTokensContext.Provider>,
  );
}

describe('build-time tokens', () => {
  test.each(SAMPLES)(
    '%s: the text form decodes to the same tokens',
    (language, code) => {
      const lines = tokenize(code, language);
      const decoded = decodeTokens(encodeTokens({language, lines}), code);
      expect(decoded).toEqual({language, lines});
    },
  );

  test('a language without a grammar gives plain lines', () => {
    expect(tokenize('a\n\nb', 'unknownlang')).toEqual(plainLines('a\n\nb'));
    expect(plainLines('a\n\nb')[1]).toEqual([
      {types: ['plain'], content: '\n', empty: true},
    ]);
  });

  test('tokens that do not fit the code are refused', () => {
    const data = encodeTokens({
      language: 'bash',
      lines: tokenize('echo hi\nls', 'bash'),
    });
    expect(decodeTokens(data, 'echo hi\nls')).not.toBeNull();
    expect(decodeTokens(data, 'echo hi')).toBeNull(); // a line missing
    expect(decodeTokens(data, 'echo hi!\nls')).toBeNull(); // a line longer
    expect(decodeTokens('bash\nplain\n0,x', 'abc')).toBeNull();
    expect(decodeTokens('bash', 'abc')).toBeNull();
  });
});

describe('the code Docusaurus shows', () => {
  const source = [
    'const a = 1;',
    '// highlight-next-line',
    'const b = 2;',
    '// highlight-start',
    'const a = 1;',
    'const c = 3;',
    '// highlight-end',
  ].join('\n');
  const shown = [
    'const a = 1;',
    'const b = 2;',
    'const a = 1;',
    'const c = 3;',
  ].join('\n');

  test('lines without magic comments keep their own tokens', () => {
    const {tokens} = withTokens('js', 'x', source);
    const lines = tokensForCode(tokens, source, shown, 'js');
    expect(lines).toEqual([0, 2, 4, 5].map((i) => tokens.lines[i]));
  });

  test('a line the source does not have, or another language, finds no tokens', () => {
    const {tokens} = withTokens('js', 'x', source);
    expect(tokensForCode(tokens, source, 'const d = 4;', 'js')).toBeNull();
    expect(tokensForCode(tokens, source, shown, 'ts')).toBeNull();
  });

  test('MDX children lose their final line break, as Docusaurus drops it', () => {
    expect(blockSource('a\nb\n')).toBe('a\nb');
    expect(blockSource('a\r\n')).toBe('a');
    expect(blockSource('a')).toBe('a');
  });
});

describe('the Highlight stand-in renders what Prism renders', () => {
  const codeThemes = {
    light: readableCodeTheme(themes.github),
    dark: readableCodeTheme(themes.dracula),
  };
  for (const [mode, theme] of Object.entries(codeThemes))
    test.each(SAMPLES)(`${mode} theme, %s`, (language, code) => {
      const expected = renderWithPrism(language, code, theme);
      const actual = renderWithTokens(language, code, theme);
      expect(actual).toBe(expected);
      expect(actual).toContain('class="token');
    });

  test('with magic comments removed, as the theme passes the code', () => {
    const source = 'echo one\n# highlight-next-line\necho two';
    const code = 'echo one\necho two';
    const theme = codeThemes.light;
    expect(renderWithTokens('bash', code, theme, source)).toBe(
      renderWithPrism('bash', code, theme),
    );
  });

  test('without tokens, plain lines until Prism has loaded', () => {
    const html = render(
      <Highlight code={'echo "hi"'} language="bash" theme={codeThemes.light}>
        {renderLines}
      </Highlight>,
    );
    expect(html).toContain('class="token plain">echo &quot;hi&quot;</span>');
    expect(html).not.toContain('token string');
  });
});

describe('remark plugin', () => {
  const run = (tree: Root, defaultLanguage?: string) =>
    remarkCodeTokens({additionalLanguages: PRISM_LANGUAGES, defaultLanguage})(
      tree,
    );

  test('every fenced block, nested ones too, gets its tokens', () => {
    const fence = (lang: string | null, value: string): Code => ({
      type: 'code',
      lang,
      value,
    });
    const tree: Root = {
      type: 'root',
      children: [
        fence('Bash', 'echo "hi"'),
        {type: 'blockquote', children: [fence(null, 'plain')]},
      ],
    };
    run(tree);
    const [first, quote] = tree.children as [Code, {children: Code[]}];
    const data = first.data?.hProperties?.[TOKENS_PROP] as string;
    expect(data.split('\n')[0]).toBe('bash');
    expect(decodeTokens(data, 'echo "hi"')?.lines).toEqual(
      tokenize('echo "hi"', 'bash'),
    );
    const plain = quote.children[0]!.data?.hProperties?.[TOKENS_PROP] as string;
    expect(plain.split('\n')[0]).toBe('text');
  });

  test('the language is the first word of the fence, lower-cased, or the default', () => {
    expect(fenceLanguage('Bash', undefined)).toBe('bash');
    expect(fenceLanguage('go title="x"', undefined)).toBe('go');
    expect(fenceLanguage(null, 'YAML')).toBe('yaml');
    expect(fenceLanguage(undefined, undefined)).toBe('text');
  });
});

describe('constant JSX blocks (plugin blocks)', () => {
  let generatedFilesDir: string;
  beforeEach(() => {
    generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'code-hl-'));
  });
  afterEach(() => fs.rmSync(generatedFilesDir, {recursive: true, force: true}));

  const options = {
    additionalLanguages: PRISM_LANGUAGES,
    blocks: {
      docker: {code: QUICK_START_DOCKER, language: 'bash'},
      conf: {code: '[openlist]\ntype = webdav', language: 'ini'},
    },
    themeCss: "[data-theme='light']{--code-keyword:#d73a49}\n",
  };

  test('the code theme stylesheet is a client module, written before content loads', () => {
    const plugin = codeHighlightPlugin(
      {generatedFilesDir} as LoadContext,
      options,
    );
    const modules = plugin.getClientModules!();
    expect(modules).toHaveLength(1);
    expect(fs.readFileSync(modules[0]!, 'utf8')).toBe(options.themeCss);
    // A changed theme is written again.
    const next = codeHighlightPlugin({generatedFilesDir} as LoadContext, {
      ...options,
      themeCss: '',
    });
    expect(fs.readFileSync(next.getClientModules!()[0]!, 'utf8')).toBe('');
  });

  test('each named block gets the tokens its code would get as a fence', async () => {
    const plugin = codeHighlightPlugin(
      {generatedFilesDir} as LoadContext,
      options,
    );
    const content = (await plugin.loadContent!())!;
    expect(Object.keys(content)).toEqual(['docker', 'conf']);
    expect(decodeTokens(content.docker!, QUICK_START_DOCKER)?.lines).toEqual(
      tokenize(QUICK_START_DOCKER, 'bash'),
    );
    // What the code block then renders: the same markup Prism would.
    expect(content.conf!.split('\n')[0]).toBe('ini');
    const written: Record<string, string> = {};
    await plugin.contentLoaded!({
      content,
      actions: {
        createData: async (name: string, data: string) => {
          written[name] = data;
          return name;
        },
      } as never,
    });
    expect(JSON.parse(written[BLOCKS_FILE]!)).toEqual(content);
  });
});

describe('one markup for both colour modes (src/lib/codeTheme.ts)', () => {
  const modes = {
    light: readableCodeTheme(themes.github),
    dark: readableCodeTheme(themes.dracula),
  };
  const {theme, css} = codeThemeVariables(modes);

  /** The declarations of each rule of the stylesheet, by selector. */
  const rules = new Map<string, Record<string, string>>();
  for (const [, selector, body] of css.matchAll(/([^{}]+)\{([^}]*)\}/g))
    rules.set(
      selector!.trim(),
      Object.fromEntries(
        body!
          .split(';')
          .filter(Boolean)
          .map((decl) => [
            decl.slice(0, decl.indexOf(':')),
            decl.slice(decl.indexOf(':') + 1),
          ]),
      ),
    );

  /** A value with its variables replaced as the browser does; unset: undefined. */
  function resolve(
    value: string,
    vars: Record<string, string>,
  ): string | undefined {
    const reference = /^var\((--[\w-]+)(?:,(.*))?\)$/.exec(value);
    if (!reference) return value;
    const set = vars[reference[1]!];
    if (set !== undefined) return resolve(set, vars);
    return reference[2] === undefined ? undefined : resolve(reference[2], vars);
  }

  /** Each element's style in a rendered block, its variables resolved. */
  function styles(html: string, vars: Record<string, string> = {}) {
    return [...html.matchAll(/<(\w+)[^>]*?(?: style="([^"]*)")?>/g)].map(
      ([, tag, style = '']) => [
        tag,
        Object.fromEntries(
          style
            .split(';')
            .filter(Boolean)
            .map((decl) => {
              const i = decl.indexOf(':');
              return [decl.slice(0, i), resolve(decl.slice(i + 1), vars)];
            })
            .filter(([, value]) => value !== undefined),
        ),
      ],
    );
  }

  test('the theme names variables only', () => {
    const values = [
      ...Object.values(theme.plain),
      ...theme.styles.flatMap((entry) => Object.values(entry.style)),
    ];
    expect(values.length).toBeGreaterThan(10);
    for (const value of values) expect(value).toMatch(/^var\(--code-[\w-]+\)$/);
  });

  for (const [mode, modeTheme] of Object.entries(modes))
    test.each(SAMPLES)(
      `${mode}: every token resolves to the style the ${mode} theme gives it, %s`,
      (language, code) => {
        const expected = renderWithPrism(language, code, modeTheme);
        const actual = renderWithTokens(language, code, theme);
        const vars = {
          ...rules.get(`[data-theme='${mode}']`),
          ...rules.get(`[data-theme='${mode}'] .language-${language}`),
        };
        expect(styles(actual, vars)).toEqual(styles(expected));
        expect(actual).toContain('var(--code-');
      },
    );

  test('a style a theme gives some languages only is set on their blocks', () => {
    // The site's themes have none; a theme may (prism-react-renderer's
    // `languages`).
    const some = codeThemeVariables({
      light: {
        plain: {color: '#000', backgroundColor: '#fff'},
        styles: [
          {types: ['keyword'], style: {color: '#a00'}},
          {types: ['keyword'], languages: ['css'], style: {color: '#00a'}},
          {types: ['selector'], languages: ['css'], style: {color: '#0a0'}},
        ],
      },
      dark: {
        plain: {color: '#fff', backgroundColor: '#000'},
        styles: [{types: ['keyword'], style: {color: '#f88'}}],
      },
    });
    expect(some.css.split('\n').filter(Boolean)).toEqual([
      "[data-theme='light']{--code-keyword:#a00;--code-plain:#000;--code-plain-background-color:#fff}",
      "[data-theme='light'] .language-css{--code-keyword:#00a;--code-selector:#0a0}",
      "[data-theme='dark']{--code-keyword:#f88;--code-plain:#fff;--code-plain-background-color:#000}",
    ]);
    expect(some.theme.styles).toEqual([
      {types: ['keyword'], style: {color: 'var(--code-keyword)'}},
      {types: ['selector'], style: {color: 'var(--code-selector)'}},
    ]);
  });
});
