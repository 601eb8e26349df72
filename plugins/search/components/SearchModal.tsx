import React, {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {createPortal} from 'react-dom';
import {useHistory} from '@docusaurus/router';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluralForm} from '@docusaurus/theme-common';
import {
  crossLocaleOffer,
  excerptParts,
  indexBase,
  PAGE_SIZE,
  toOptions,
  type SearchOption,
} from '@site/plugins/search/lib/search';
import {localizedPath} from '@site/src/lib/locale';
import {loadPagefind, searchPages} from './pagefind';
import styles from './styles.module.css';

/** The options while nothing is searched (one array: ResultList is memoized). */
const NO_OPTIONS: SearchOption[] = [];

/** Starts loading the index before the reader types (button hover/focus). */
export function preload(baseUrl: string): void {
  loadPagefind(baseUrl).catch(() => {
    // Reported when the reader actually searches.
  });
}

type State =
  | {status: 'idle'}
  | {
      status: 'done';
      query: string;
      options: SearchOption[];
      /** Pages shown (a page may give several options). */
      pages: number;
      total: number;
      ms: number;
      /** Every shown page's result has arrived. */
      complete: boolean;
    }
  | {status: 'error'};

function Excerpt({html}: {html: string}) {
  return (
    <span className={styles.excerpt}>
      {excerptParts(html).map((part, i) =>
        part.highlight ? (
          <mark key={i}>{part.text}</mark>
        ) : (
          <React.Fragment key={i}>{part.text}</React.Fragment>
        ),
      )}
    </span>
  );
}

/**
 * The options, re-rendered only when they or the highlighted one change: not
 * on each keystroke, which re-renders the dialog before the new results
 * arrive. After "Show more" the list can hold hundreds of options; with 450
 * shown, the next query's first answer took 51 ms (median of 8) when each
 * keystroke diffed them all again and the new options were matched against
 * the old, 41 ms with this and the key below (2026-12-01).
 */
const ResultList = React.memo(function ResultList({
  listId,
  label,
  options,
  active,
  onHover,
  onChoose,
}: {
  listId: string;
  label: string;
  options: SearchOption[];
  active: number;
  onHover: (index: number) => void;
  onChoose: (option: SearchOption | undefined) => void;
}) {
  return (
    <ul
      id={listId}
      role="listbox"
      className={styles.results}
      aria-label={label}>
      {options.map((option, index) => (
        // The link is the option itself: an option's content is
        // presentational, so a link inside one would be hidden from
        // assistive technology (axe: nested-interactive).
        <li
          key={option.id}
          role="presentation"
          className={styles.result}
          onMouseMove={() => onHover(index)}>
          <Link
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            to={option.url}
            autoAddBaseUrl={false}
            tabIndex={-1}
            data-page-url={option.url.replace(/#.*/, '')}
            onClick={(event) => {
              event.preventDefault();
              onChoose(option);
            }}>
            <span className={styles.page}>{option.page}</span>
            {option.section && (
              <span className={styles.section}>{option.section}</span>
            )}
            <Excerpt html={option.excerpt} />
          </Link>
        </li>
      ))}
    </ul>
  );
});

export default function SearchModal({
  onClose,
  returnFocusTo,
  versionPath,
}: {
  onClose: () => void;
  /** Route prefix of the docs version read ('' for the current docs). */
  versionPath: string;
  /** Where focus goes when the dialog closes (the search button). */
  returnFocusTo: React.RefObject<HTMLElement | null>;
}) {
  const localeBase = useBaseUrl('/');
  const ownBaseUrl = indexBase(localeBase, versionPath);
  const {i18n} = useDocusaurusContext();
  const otherLocale = i18n.locales.find((l) => l !== i18n.currentLocale);
  const otherBaseUrl = otherLocale
    ? indexBase(
        localizedPath(localeBase, i18n.currentLocale, otherLocale),
        versionPath,
      )
    : undefined;
  // "other": the reader chose to search the other language's documentation.
  const [scope, setScope] = useState<'own' | 'other'>('own');
  const baseUrl = scope === 'other' && otherBaseUrl ? otherBaseUrl : ownBaseUrl;
  const history = useHistory();
  const {selectMessage} = usePluralForm();
  const inputRef = useRef<HTMLInputElement>(null);
  const sequence = useRef(0);
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({status: 'idle'});
  const [active, setActive] = useState(0);
  const listId = useId();

  // Before the dialog is drawn: Preact runs effects after the next frame,
  // and keys typed right after the shortcut would reach the page instead.
  useLayoutEffect(() => {
    inputRef.current?.focus();
    const trigger = returnFocusTo.current;
    const {overflow} = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      trigger?.focus();
    };
  }, [returnFocusTo]);

  const runSearch = (
    text: string,
    {limit = PAGE_SIZE, base = baseUrl}: {limit?: number; base?: string} = {},
  ) => {
    setQuery(text);
    const current = ++sequence.current;
    if (!text.trim()) {
      setState({status: 'idle'});
      return;
    }
    const more = limit > PAGE_SIZE;
    const started = performance.now();
    let firstShownAfter: number | undefined;
    searchPages(
      base,
      text.trim(),
      ({hits, total, complete}) => {
        if (current !== sequence.current) return;
        // The time is the wait for the first results on screen; later
        // results only add to the list (and keep the reader's choice).
        if (firstShownAfter === undefined) {
          firstShownAfter = Math.max(
            1,
            Math.round(performance.now() - started),
          );
          if (!more) setActive(0);
        }
        setState((previous) => ({
          status: 'done',
          query: text.trim(),
          options: toOptions(hits),
          pages: hits.length,
          total,
          complete,
          // "Show more" keeps the time of the first answer.
          ms:
            more && previous.status === 'done' ? previous.ms : firstShownAfter!,
        }));
      },
      limit,
    ).catch((error: unknown) => {
      if (current !== sequence.current) return;
      console.error('Search index could not be loaded:', error);
      setState({status: 'error'});
    });
  };

  const options = state.status === 'done' ? state.options : NO_OPTIONS;
  // The same function from render to render (ResultList is memoized) while
  // the scope is the same.
  const go = useCallback(
    (option: SearchOption | undefined) => {
      if (!option) return;
      onClose();
      // The other language is another app: load its page.
      if (scope === 'other') window.location.assign(option.url);
      else history.push(option.url);
    },
    [history, onClose, scope],
  );
  const offer =
    state.status === 'done' && otherLocale
      ? crossLocaleOffer({
          locale: i18n.currentLocale,
          query: state.query,
          total: state.total,
        })
      : false;
  const switchScope = (next: 'own' | 'other') => {
    setScope(next);
    runSearch(query, {base: next === 'other' ? otherBaseUrl : ownBaseUrl});
    inputRef.current?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' && options.length) {
      event.preventDefault();
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length) {
      event.preventDefault();
      setActive((i) => (i - 1 + options.length) % options.length);
    } else if (event.key === 'Enter' && options.length) {
      event.preventDefault();
      go(options[active]);
    }
  };

  useEffect(() => {
    document
      .getElementById(`${listId}-${active}`)
      ?.scrollIntoView({block: 'nearest'});
  }, [active, listId]);

  const dialogLabel = translate({
    id: 'search.dialog',
    message: 'Search the documentation',
  });
  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}>
      <div
        role="dialog"
        aria-modal="true"
        aria-label={dialogLabel}
        className={styles.dialog}
        onKeyDown={onKeyDown}>
        <div className={styles.inputRow}>
          <input
            ref={inputRef}
            type="search"
            className={styles.input}
            value={query}
            onChange={(event) => runSearch(event.target.value)}
            placeholder={translate({
              id: 'search.placeholder',
              message: 'Search docs',
              description: 'Placeholder of the search input',
            })}
            aria-label={dialogLabel}
            role="combobox"
            aria-expanded={options.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={
              options.length ? `${listId}-${active}` : undefined
            }
            enterKeyHint="go"
            autoComplete="off"
            spellCheck={false}
          />
          <button type="button" className={styles.close} onClick={onClose}>
            <Translate id="search.close">Close</Translate>
          </button>
        </div>
        <div
          className={styles.status}
          aria-live="polite"
          data-testid="search-status"
          data-query={state.status === 'done' ? state.query : undefined}
          data-total={state.status === 'done' ? state.total : undefined}
          data-complete={state.status === 'done' ? state.complete : undefined}>
          {state.status === 'error' && (
            <Translate id="search.error">
              Search is unavailable: the search index could not be loaded.
            </Translate>
          )}
          {state.status === 'done' && state.total === 0 && (
            <Translate id="search.empty" values={{query: state.query}}>
              {'No results for "{query}"'}
            </Translate>
          )}
          {state.status === 'done' &&
            state.total > 0 &&
            selectMessage(
              state.total,
              translate(
                {
                  id: 'search.count',
                  message:
                    '{count} result in {time} ms|{count} results in {time} ms',
                  description:
                    'Hit count and search time (pipe-separated plural forms)',
                },
                {count: state.total, time: state.ms},
              ),
            )}
        </div>
        {scope === 'other' ? (
          <p className={styles.scope}>
            <Translate
              id="search.otherLocale.showing"
              description="Shown above results from the other language's documentation">
              Results from the Chinese documentation.
            </Translate>{' '}
            <button
              type="button"
              className={styles.link}
              onClick={() => switchScope('own')}>
              <Translate id="search.otherLocale.back">
                Search this site instead
              </Translate>
            </button>
          </p>
        ) : (
          offer && (
            <p className={styles.scope}>
              <button
                type="button"
                className={styles.link}
                data-testid="search-other-locale"
                onClick={() => switchScope('other')}>
                <Translate
                  id="search.otherLocale.offer"
                  description="Offered on the English site when a query contains Chinese; on the Chinese site when an English query finds nothing"
                  values={{query: state.status === 'done' ? state.query : ''}}>
                  {'Search the Chinese documentation for "{query}"'}
                </Translate>
              </button>
            </p>
          )
        )}
        <ResultList
          // A new query's options replace the list as a whole (one removal,
          // not one per option); "Show more" keeps the query, so its options
          // are added to the list the reader is in.
          key={state.status === 'done' ? state.query : ''}
          listId={listId}
          label={dialogLabel}
          options={options}
          active={active}
          onHover={setActive}
          onChoose={go}
        />
        {state.status === 'done' && state.pages < state.total && (
          <button
            type="button"
            className={styles.more}
            data-testid="search-more"
            onClick={() => runSearch(query, {limit: state.pages + PAGE_SIZE})}>
            <Translate
              id="search.more"
              values={{shown: state.pages, total: state.total}}>
              {'Show more results ({shown} of {total} pages shown)'}
            </Translate>
          </button>
        )}
        <p className={styles.help}>
          <Translate id="search.help">
            ↑ ↓ to choose, Enter to open, Esc to close
          </Translate>
        </p>
      </div>
    </div>,
    document.body,
  );
}
