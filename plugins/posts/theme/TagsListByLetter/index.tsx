import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Props} from '@theme/TagsListByLetter';
import Tag from '@theme/Tag';
import Heading from '@theme/Heading';
import {tagsByLetter} from '@site/plugins/posts/lib/posts';
import styles from './styles.module.css';

/**
 * The stock tag list by letter, sorted with the page's locale
 * (plugins/posts/lib/posts.ts tagsByLetter) so the build and the browser agree.
 */
export default function TagsListByLetter({tags}: Props) {
  const {i18n} = useDocusaurusContext();
  return (
    <section className="margin-vert--lg">
      {tagsByLetter(tags, i18n.currentLocale).map(({letter, tags: group}) => (
        <article key={letter}>
          <Heading as="h2" id={letter}>
            {letter}
          </Heading>
          <ul className="padding--none">
            {group.map((tag) => (
              <li key={tag.permalink} className={styles.tag}>
                <Tag {...tag} />
              </li>
            ))}
          </ul>
          <hr />
        </article>
      ))}
    </section>
  );
}
