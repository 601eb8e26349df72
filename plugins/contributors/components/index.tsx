import React from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Contributor} from '@site/plugins/contributors/lib/contributors';
import ContributorList from './ContributorList';
import styles from './styles.module.css';

/**
 * The "Contributors" block of the default layout: a heading and the list.
 * Renders nothing at all when the list is empty (a failed fetch shows nothing either).
 */
export default function ContributorsSection({
  contributors,
}: {
  contributors: Contributor[];
}) {
  if (contributors.length === 0) return null;
  return (
    <section className={styles.section} data-testid="contributors">
      <Heading as="h2" className={styles.heading}>
        <Translate id="contributors.title">Contributors</Translate>
      </Heading>
      <ContributorList contributors={contributors} />
    </section>
  );
}
