import React, {useId, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {
  credentialNeed,
  driverPagePath,
  mustProxy,
  type CredentialNeed,
  type Driver,
  type DriversData,
} from '@site/src/lib/drivers';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import {addedIn} from '@site/src/lib/since';
import {docsVersion} from '@site/src/lib/version';
import {SinceBadge} from '@site/src/components/Since';
import StaticIsland from '@site/src/components/StaticIsland';
import styles from './styles.module.css';

interface Props {
  /** The driver data of the page's version (see DriverFields). */
  data: DriversData;
  /** What each driver connects to, keyed by driver name, in the page's language. */
  about: Record<string, string>;
}

type Column = 'name' | 'login' | 'upload' | 'proxy';
type Direction = 'ascending' | 'descending';

/** A site path inside the docs version at `versionPath` ('' for the current one). */
export function withVersion(
  sitePath: string | undefined,
  versionPath: string,
): string | undefined {
  return sitePath && versionPath ? `/${versionPath}${sitePath}` : sitePath;
}

interface Row {
  driver: Driver;
  about: string;
  login: CredentialNeed;
  upload: boolean;
  proxy: boolean;
  path: string | undefined;
  /** Release that added the driver, when newer than the oldest docs version. */
  since: string | undefined;
  /**
   * Position in the data, which is in name order (scripts/sync-drivers.mjs
   * sorts it; tests/unit/driver-data.test.ts checks every version's file):
   * sorting by name needs no collation data while the page hydrates.
   */
  order: number;
}

const LOGIN_ORDER: Record<CredentialNeed, number> = {
  no: 0,
  optional: 1,
  yes: 2,
};

function compare(a: Row, b: Row, column: Column): number {
  switch (column) {
    case 'name':
      return a.order - b.order;
    case 'login':
      return LOGIN_ORDER[a.login] - LOGIN_ORDER[b.login];
    case 'upload':
      return Number(a.upload) - Number(b.upload);
    case 'proxy':
      return Number(a.proxy) - Number(b.proxy);
  }
}

function LoginText({need}: {need: CredentialNeed}) {
  if (need === 'yes')
    return (
      <Translate
        id="driverIndex.login.yes"
        description="Driver needs login or API keys">
        Yes
      </Translate>
    );
  if (need === 'optional')
    return (
      <Translate
        id="driverIndex.login.optional"
        description="Driver works without login, more with it">
        Optional
      </Translate>
    );
  return (
    <Translate id="driverIndex.login.no" description="Driver needs no login">
      No
    </Translate>
  );
}

function SortHeader({
  column,
  sort,
  onSort,
  children,
  sub,
}: {
  column: Column;
  sort: {column: Column; direction: Direction};
  onSort: (column: Column) => void;
  children: ReactNode;
  /** A second, quieter line under the button (what is stacked in the column). */
  sub?: ReactNode;
}) {
  const active = sort.column === column;
  return (
    <th scope="col" aria-sort={active ? sort.direction : 'none'}>
      <button
        type="button"
        className={styles.sortButton}
        onClick={() => onSort(column)}>
        {children}
        <span aria-hidden="true" className={styles.arrow}>
          {'\u00a0'}
          {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
        </span>
      </button>
      {sub ? <span className={styles.sub}>{sub}</span> : null}
    </th>
  );
}

/**
 * Searchable, sortable table of every storage driver in the page's data,
 * linking each one to the page that documents it. What a driver connects to
 * sits under its name, so the table fits its column; under 600 px each row
 * is a card.
 */
export default function DriverIndex({data, about}: Props) {
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<{column: Column; direction: Direction}>({
    column: 'name',
    direction: 'ascending',
  });

  // On an older docs version, rows lead to that version's driver pages.
  const {activeVersion} = useActiveDocContext(undefined);
  const versionPath = docsVersion(activeVersion?.name).path;
  const rows: Row[] = useMemo(
    () =>
      data.drivers.map((driver, order) => ({
        driver,
        order,
        about: about[driver.name] ?? '',
        login: credentialNeed(driver),
        upload: !driver.config.NoUpload,
        proxy: mustProxy(driver),
        path: withVersion(driverPagePath(driver.name), versionPath),
        since: addedIn('drivers', driver.name, data.openlistVersion),
      })),
    [data, about, versionPath],
  );

  const visible = useMemo(() => {
    const q = query.trim().toLowerCase();
    const filtered = q
      ? rows.filter(
          (r) =>
            r.driver.name.toLowerCase().includes(q) ||
            r.about.toLowerCase().includes(q),
        )
      : rows;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    return [...filtered].sort(
      (a, b) => sign * compare(a, b, sort.column) || compare(a, b, 'name'),
    );
  }, [rows, query, sort]);

  // Column names again, for the stacked cards of narrow screens.
  const labels = {
    login: translate({
      id: 'driverIndex.column.login',
      message: 'Login or API keys',
      description: 'Column header',
    }),
    upload: translate({
      id: 'driverIndex.column.upload',
      message: 'Upload',
      description: 'Column header',
    }),
    proxy: translate({
      id: 'driverIndex.column.proxy',
      message: 'Downloads',
      description: 'Column header',
    }),
  };

  const onSort = (column: Column) =>
    setSort((s) =>
      s.column === column
        ? {
            column,
            direction: s.direction === 'ascending' ? 'descending' : 'ascending',
          }
        : {column, direction: 'ascending'},
    );

  return (
    <div className={styles.root}>
      <div className={styles.filter}>
        <label htmlFor={inputId}>
          <Translate
            id="driverIndex.filter.label"
            description="Label of the driver search box">
            Filter drivers
          </Translate>
        </label>
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={translate({
            id: 'driverIndex.filter.placeholder',
            message: 'Name or service, e.g. S3',
            description: 'Placeholder of the driver search box',
          })}
        />
        <span className={styles.count} aria-live="polite">
          <Translate
            id="driverIndex.filter.count"
            description="How many drivers the filtered table shows"
            values={{shown: visible.length, total: rows.length}}>
            {'{shown} of {total} drivers'}
          </Translate>
        </span>
      </div>
      <div className={styles.wrapper}>
        <table className={clsx(styles.table, 'ol-cards')}>
          <thead>
            <tr>
              <SortHeader
                column="name"
                sort={sort}
                onSort={onSort}
                sub={
                  <Translate
                    id="driverIndex.column.about"
                    description="Column header">
                    Connects to
                  </Translate>
                }>
                <Translate
                  id="driverIndex.column.name"
                  description="Column header">
                  Driver
                </Translate>
              </SortHeader>
              <SortHeader column="login" sort={sort} onSort={onSort}>
                <Translate
                  id="driverIndex.column.login"
                  description="Column header">
                  Login or API keys
                </Translate>
              </SortHeader>
              <SortHeader column="upload" sort={sort} onSort={onSort}>
                <Translate
                  id="driverIndex.column.upload"
                  description="Column header">
                  Upload
                </Translate>
              </SortHeader>
              <SortHeader column="proxy" sort={sort} onSort={onSort}>
                <Translate
                  id="driverIndex.column.proxy"
                  description="Column header">
                  Downloads
                </Translate>
              </SortHeader>
            </tr>
          </thead>
          {/* Until the reader filters or sorts, the rows are the server's
            (src/components/StaticIsland); then React renders them. */}
          <StaticIsland
            as="tbody"
            key={
              query === '' &&
              sort.column === 'name' &&
              sort.direction === 'ascending'
                ? 'as-served'
                : 'live'
            }>
            {visible.map((r) => (
              <tr key={r.driver.name}>
                <th scope="row" className={styles.name}>
                  {r.path ? (
                    <Link to={r.path}>{r.driver.name}</Link>
                  ) : (
                    r.driver.name
                  )}
                  {r.since ? <SinceBadge tag={r.since} /> : null}
                  {r.about ? (
                    <span className={styles.about}>{r.about}</span>
                  ) : null}
                </th>
                <td data-label={labels.login}>
                  <LoginText need={r.login} />
                </td>
                <td data-label={labels.upload}>
                  {r.upload ? (
                    <Translate
                      id="driverIndex.upload.yes"
                      description="Driver supports upload">
                      Yes
                    </Translate>
                  ) : (
                    <Translate
                      id="driverIndex.upload.no"
                      description="Driver does not support upload">
                      No
                    </Translate>
                  )}
                </td>
                <td data-label={labels.proxy}>
                  {r.proxy ? (
                    <Translate
                      id="driverIndex.proxy.always"
                      description="Downloads always pass through the OpenList server">
                      Always through OpenList
                    </Translate>
                  ) : (
                    <Translate
                      id="driverIndex.proxy.direct"
                      description="Clients may download straight from the service">
                      Direct link possible
                    </Translate>
                  )}
                </td>
              </tr>
            ))}
          </StaticIsland>
        </table>
      </div>
      {visible.length === 0 ? (
        <p>
          <Translate
            id="driverIndex.filter.none"
            description="No driver matches the filter">
            No driver matches this filter.
          </Translate>
        </p>
      ) : null}
    </div>
  );
}
