import React from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import type {SponsorConfig} from '@site/src/lib/siteConfig/types';
import styles from './styles.module.css';

/**
 * The sponsor block (site.sponsor): nothing unless it is enabled and has at
 * least one method; each method is a link, with its image when it has one.
 */
export default function Sponsor({sponsor}: {sponsor: SponsorConfig}) {
  if (!sponsor.enable || sponsor.methods.length === 0) return null;
  const title =
    sponsor.title ??
    translate({id: 'posts.sponsor.title', message: 'Support this project'});
  return (
    <section className={styles.sponsor} aria-label={title} data-sponsor>
      <p className={styles.sponsorTitle}>{title}</p>
      <ul>
        {sponsor.methods.map((method) => (
          <li key={method.name}>
            <Link href={method.url}>
              {method.image && (
                <img src={method.image} alt="" width={120} height={120} />
              )}
              <span>{method.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
