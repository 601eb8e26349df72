import React, {
  cloneElement,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import clsx from 'clsx';
import type {
  HighlightProps,
  LineInputProps,
  LineOutputProps,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import {
  plainLines,
  themeDictionary,
  tokenStyle,
  tokensForCode,
} from '@site/src/lib/codeTokens';
import {useServerMarkup} from '@site/src/components/StaticIsland';
import {CodeTokensContext} from './tokens';
import {loadPrism, prismLoaded, PrismHighlight} from './lazy';

/** Loads prism-react-renderer's Highlight when `needed`; whether it is there. */
export function usePrism(needed: boolean): boolean {
  const [ready, setReady] = useState(prismLoaded);
  useEffect(() => {
    if (!needed || ready) return;
    let current = true;
    loadPrism().then(
      () => current && setReady(true),
      (error: unknown) => console.error('Prism could not load:', error),
    );
    return () => {
      current = false;
    };
  }, [needed, ready]);
  return ready;
}

/**
 * Stands in for prism-react-renderer's `Highlight` in the classic theme's
 * code block (plugins/framework-patches/prism-highlight): the same render function, fed with
 * the block's build-time tokens and the same token styles, so the markup is
 * what Prism would have produced. A block without tokens (JSX `<CodeBlock>`,
 * or tokens that do not fit) gets the real Highlight, loaded on demand, and
 * plain lines meanwhile.
 */
export function Highlight({
  children,
  code,
  language: languageProp,
  theme,
}: HighlightProps): React.JSX.Element {
  const language = languageProp.toLowerCase();
  const block = useContext(CodeTokensContext);
  const lines = useMemo(
    () => block && tokensForCode(block.tokens, block.source, code, language),
    [block, code, language],
  );
  const prismReady = usePrism(lines === null);
  const dictionary = useMemo(
    () => (theme ? themeDictionary(theme, language) : {}),
    [theme, language],
  );
  const getLineProps = useCallback(
    ({className, style, line: _line, ...rest}: LineInputProps) =>
      ({
        ...rest,
        className: clsx('token-line', className),
        style: {...dictionary.plain, ...style},
      }) as LineOutputProps,
    [dictionary],
  );
  const getTokenProps = useCallback(
    ({token, className, style, ...rest}: TokenInputProps) => {
      const output: TokenOutputProps = {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: tokenStyle(dictionary, token),
      };
      if (style != null) output.style = {...output.style, ...style};
      return output;
    },
    [dictionary],
  );
  // Prism's own Highlight tokenizes; the styles are still ours, so that a
  // token of several types resolves the theme's variables as above.
  if (lines === null && prismReady)
    return (
      <PrismHighlight code={code} language={languageProp} theme={theme}>
        {(output) => children({...output, getLineProps, getTokenProps})}
      </PrismHighlight>
    );
  const pre = children({
    tokens: lines ?? plainLines(code),
    className: `prism-code language-${language}`,
    style: dictionary.root ?? {},
    getLineProps,
    getTokenProps,
  });
  return lines ? <StaticLines pre={pre} /> : pre;
}

/**
 * The theme's render function returns `<Pre><Code>{lines}</Code></Pre>`
 * (`CodeBlock/Content`), and its `Code` passes its props on to `<code>`.
 * Build-time tokens never change in the browser, so while the page hydrates
 * the lines are the server's (src/components/StaticIsland): a long block is
 * hundreds of token elements React would otherwise render and match. The
 * pre, its ref and the buttons stay React's.
 */
function StaticLines({pre}: {pre: React.JSX.Element}): React.JSX.Element {
  const {attributes, markup} = useServerMarkup();
  const code = pre.props.children as unknown;
  if (!isValidElement<Record<string, unknown>>(code)) return pre;
  return cloneElement(
    pre,
    undefined,
    cloneElement(
      code,
      markup === null
        ? attributes
        : {
            ...attributes,
            children: undefined,
            dangerouslySetInnerHTML: {__html: markup},
            suppressHydrationWarning: true,
          },
    ),
  );
}
