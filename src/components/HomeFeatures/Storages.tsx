import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {DRIVER_PAGES, driverPagePath} from '@site/src/lib/drivers';
import {driversData} from '@site/src/lib/driversData';
import {OPENLIST_VERSION} from '@site/src/lib/version';
import styles from './styles.module.css';

const ORDER = Object.keys(DRIVER_PAGES);

/** Every driver of data/drivers.json, in the order of the driver pages. */
function drivers() {
  const rank = (name: string) => {
    const index = ORDER.indexOf(name);
    return index < 0 ? ORDER.length : index;
  };
  return [...driversData.drivers].sort(
    (a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name),
  );
}

/** The home page's grid of supported storages, each linking to its page. */
export default function HomeStorages() {
  const list = drivers();
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
            const path = driverPagePath(driver.name);
            return (
              <li key={driver.name}>
                {path ? (
                  <Link to={path} className={styles.chip}>
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
