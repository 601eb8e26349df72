/**
 * Build-time code highlighting (plugins/code-highlight): the tokens made at
 * build time, carried as text and laid back over the code, render exactly
 * what prism-react-renderer's Highlight renders with Prism in the browser,
 * in both code themes; magic comments and misfits are handled.
 */
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {
  Highlight as PrismHighlight,
  themes,
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
      const expected = render(
        <PrismHighlight code={code} language={language} theme={theme}>
          {renderLines}
        </PrismHighlight>,
      );
      const actual = render(
        <CodeTokensContext.Provider value={withTokens(language, code)}>
          <Highlight code={code} language={language} theme={theme}>
            {renderLines}
          </Highlight>
        </CodeTokensContext.Provider>,
      );
      expect(actual).toBe(expected);
      expect(actual).toContain('class="token');
    });

  test('with magic comments removed, as the theme passes the code', () => {
    const source = 'echo one\n# highlight-next-line\necho two';
    const code = 'echo one\necho two';
    const theme = codeThemes.light;
    const expected = render(
      <PrismHighlight code={code} language="bash" theme={theme}>
        {renderLines}
      </PrismHighlight>,
    );
    const actual = render(
      <CodeTokensContext.Provider value={withTokens('bash', code, source)}>
        <Highlight code={code} language="bash" theme={theme}>
          {renderLines}
        </Highlight>
      </CodeTokensContext.Provider>,
    );
    expect(actual).toBe(expected);
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
  test('each named block gets the tokens its code would get as a fence', async () => {
    const plugin = codeHighlightPlugin({} as LoadContext, {
      additionalLanguages: PRISM_LANGUAGES,
      blocks: {
        docker: {code: QUICK_START_DOCKER, language: 'bash'},
        conf: {code: '[openlist]\ntype = webdav', language: 'ini'},
      },
    });
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
