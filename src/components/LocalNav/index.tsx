import React from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import Popover from '@site/src/components/Popover';
import {breakableLabel} from '@site/src/lib/outlineLabel';
import styles from './styles.module.css';

type Heading = ReturnType<typeof useDoc>['toc'][number];

/**
 * The outline's list of headings. A component of its own, so that the list
 * is built when the dropdown first opens, not while the page hydrates (an
 * API page has 50 headings and more).
 */
function OutlineList({headings, min}: {headings: Heading[]; min: number}) {
  return (
    <ul className={styles.list}>
      {headings.map((heading) => (
        <li
          key={heading.id}
          style={{
            paddingInlineStart: `${(heading.level - min) * 0.85}rem`,
          }}>
          <Link
            to={`#${heading.id}`}
            className={styles.link}
            // Heading text as the theme's outline renders it (may hold
            // inline code, which may wrap after / and _).
            dangerouslySetInnerHTML={{
              __html: breakableLabel(heading.value),
            }}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The local nav bar of narrow screens: a button that opens the docs
 * sidebar, and the page outline as a dropdown (levels 2–4 unless the page's
 * `outline` says otherwise), or a return-to-top button when the page has no
 * headings.
 */
export default function LocalNav() {
  const {toc, frontMatter} = useDoc();
  const sidebar = useNavbarMobileSidebar();
  const min = frontMatter.toc_min_heading_level ?? 2;
  const max = frontMatter.toc_max_heading_level ?? 4;
  const headings = frontMatter.hide_table_of_contents
    ? []
    : toc.filter((item) => item.level >= min && item.level <= max);

  return (
    <div className={styles.bar} data-testid="local-nav" data-search-ignore>
      <button type="button" className={styles.button} onClick={sidebar.toggle}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
        <Translate
          id="localNav.menu"
          description="Button that opens the docs sidebar on narrow screens">
          Menu
        </Translate>
      </button>
      {headings.length > 0 ? (
        <Popover
          kind="dropdown"
          label={translate({id: 'localNav.outline', message: 'On this page'})}
          className={styles.outline}
          options={{placement: 'bottom-end'}}
          content={<OutlineList headings={headings} min={min} />}>
          <button
            type="button"
            className={styles.button}
            data-testid="outline-button">
            <Translate id="localNav.outline">On this page</Translate>
            <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
              <path fill="currentColor" d="M1 3.5h10L6 9z" />
            </svg>
          </button>
        </Popover>
      ) : (
        <button
          type="button"
          className={styles.button}
          onClick={() => window.scrollTo({top: 0, behavior: 'smooth'})}>
          <Translate id="localNav.top">Return to top</Translate>
        </button>
      )}
    </div>
  );
}
