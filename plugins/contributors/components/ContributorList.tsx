import React from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {AVATAR_SIZE} from '@site/src/lib/constants';
import {
  safeHttpsUrl,
  type Contributor,
} from '@site/plugins/contributors/lib/contributors';
import Popover from '@site/src/components/Popover';
import styles from './styles.module.css';

/** "Jane Doe · 1 commit" / "Jane Doe · 3 commits", plural rules per locale. */
function useLabel(): (contributor: Contributor) => string {
  const {selectMessage} = usePluralForm();
  return (contributor) =>
    selectMessage(
      contributor.count,
      translate(
        {
          id: 'contributors.tooltip',
          message: '{name} · {count} commit|{name} · {count} commits',
          description:
            'Tooltip and accessible name of a contributor avatar (pipe-separated plural forms)',
        },
        {name: contributor.name, count: contributor.count},
      ),
    );
}

/** 32×32 avatars; each names the contributor and links to the profile if any. */
export default function ContributorList({
  contributors,
}: {
  contributors: Contributor[];
}) {
  const label = useLabel();
  return (
    <ul className={styles.list}>
      {contributors.map((contributor) => {
        const text = label(contributor);
        const avatar = safeHttpsUrl(contributor.avatar);
        const image = avatar ? (
          <img
            src={avatar}
            alt=""
            width={AVATAR_SIZE}
            height={AVATAR_SIZE}
            loading="lazy"
            decoding="async"
            referrerPolicy="no-referrer"
            className={styles.avatar}
          />
        ) : (
          <span className={styles.avatar} aria-hidden="true" />
        );
        const profile = safeHttpsUrl(contributor.github);
        return (
          <li key={contributor.hash} className={styles.item}>
            <Popover kind="tooltip" content={text}>
              {profile ? (
                <Link href={profile} aria-label={text} className={styles.link}>
                  {image}
                </Link>
              ) : (
                <span
                  role="img"
                  tabIndex={0}
                  aria-label={text}
                  className={styles.link}>
                  {image}
                </span>
              )}
            </Popover>
          </li>
        );
      })}
    </ul>
  );
}
