import React from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import entries from '@site/data/ecosystem.json';
import styles from './styles.module.css';

export type EcosystemCategory =
  'server' | 'apps' | 'edge' | 'tools' | 'community';

export interface EcosystemEntry {
  id: string;
  name: string;
  url: string;
  category: EcosystemCategory;
  platforms: string[];
  description: {en: string; 'zh-CN': string};
}

const CATEGORY_ORDER: EcosystemCategory[] = [
  'server',
  'apps',
  'edge',
  'tools',
  'community',
];

/** Heading of each category; literal messages so they can be extracted. */
function categoryLabel(category: EcosystemCategory): string {
  switch (category) {
    case 'server':
      return translate({
        id: 'ecosystem.category.server',
        message: 'Server and web interface',
        description: 'Ecosystem card group: the OpenList server and its web UI',
      });
    case 'apps':
      return translate({
        id: 'ecosystem.category.apps',
        message: 'Desktop and mobile apps',
        description: 'Ecosystem card group: desktop and mobile applications',
      });
    case 'edge':
      return translate({
        id: 'ecosystem.category.edge',
        message: 'Proxies and edge deployments',
        description:
          'Ecosystem card group: download proxies and serverless ports',
      });
    case 'tools':
      return translate({
        id: 'ecosystem.category.tools',
        message: 'Tools and documentation',
        description: 'Ecosystem card group: token tools and the docs',
      });
    case 'community':
      return translate({
        id: 'ecosystem.category.community',
        message: 'Community tools',
        description:
          'Ecosystem card group: third-party tools that work with OpenList',
      });
  }
}

/** The data file, typed; kept separate so tests and pages share one source. */
export const ecosystemEntries = entries as EcosystemEntry[];

function Card({entry, locale}: {entry: EcosystemEntry; locale: string}) {
  const description =
    locale === 'zh-CN' ? entry.description['zh-CN'] : entry.description.en;
  const platformsLabel = translate({
    id: 'ecosystem.card.platforms',
    message: 'Platforms',
    description: 'Label before the list of platforms on an ecosystem card',
  });
  const platformsId = `eco-${entry.id}-platforms`;
  return (
    <li className={styles.item}>
      <article className={styles.card}>
        <Heading as="h3" className={styles.title}>
          <Link href={entry.url} className={styles.link}>
            {entry.name}
          </Link>
        </Heading>
        <p className={styles.description}>{description}</p>
        <p id={platformsId} className={styles.platformsLabel}>
          {platformsLabel}
        </p>
        <ul className={styles.platforms} aria-labelledby={platformsId}>
          {entry.platforms.map((platform) => (
            <li key={platform} className={styles.platform}>
              {platform}
            </li>
          ))}
        </ul>
      </article>
    </li>
  );
}

/** Card grid of data/ecosystem.json, one titled list per category. */
export default function EcosystemCards() {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  return (
    <div className={styles.groups}>
      {CATEGORY_ORDER.map((category) => {
        const items = ecosystemEntries.filter(
          (entry) => entry.category === category,
        );
        if (items.length === 0) {
          return null;
        }
        const headingId = `eco-group-${category}`;
        return (
          <section
            key={category}
            className={styles.group}
            aria-labelledby={headingId}>
            <Heading as="h2" id={headingId}>
              {categoryLabel(category)}
            </Heading>
            <ul className={styles.grid}>
              {items.map((entry) => (
                <Card key={entry.id} entry={entry} locale={locale} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
