import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import home from '@generated/home-data/default/home.json';
import {OPENLIST_VERSION} from '@site/src/lib/version';
import styles from './styles.module.css';

/** The home page's grid of supported storages, each linking to its page. */
export default function HomeStorages() {
  const list = home.drivers;
  return (
    <section className={styles.storages} aria-labelledby="home-storages">
      <div className="container">
        <Heading as="h2" id="home-storages" className={styles.heading}>
          <Translate id="home.storages.title">Supported storages</Translate>
        </Heading>
        <p className={styles.lead}>
          <Translate
            id="home.storages.lead"
            values={{count: list.length, version: OPENLIST_VERSION}}>
            {
              'OpenList {version} has {count} storage drivers. Each one below leads to its setup page.'
            }
          </Translate>
        </p>
        <ul className={styles.chips} data-testid="home-storages">
          {list.map((driver) => {
            return (
              <li key={driver.name}>
                {driver.path ? (
                  <Link to={driver.path} className={styles.chip}>
                    {driver.name}
                  </Link>
                ) : (
                  <span className={styles.chip}>{driver.name}</span>
                )}
              </li>
            );
          })}
        </ul>
        <p className={styles.more}>
          <Link to="/guide/drivers">
            <Translate id="home.storages.compare">
              Compare all drivers: login, upload, proxy →
            </Translate>
          </Link>
        </p>
      </div>
    </section>
  );
}
