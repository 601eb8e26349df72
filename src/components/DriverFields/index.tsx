import React, {
  Fragment,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {
  findDriver,
  type CommonField,
  type DriverField,
  type DriversData,
} from '@site/src/lib/drivers';
import {addedIn} from '@site/src/lib/since';
import {RemovedNote, SinceBadge} from '@site/src/components/Since';
import StaticIsland from '@site/src/components/StaticIsland';
import styles from './styles.module.css';

interface Props {
  /**
   * The driver data of the page's version: the page imports
   * `@site/data/drivers.json` (current docs) or
   * `@site/data/versions/<tag>/drivers.json` (an older version).
   */
  data: DriversData;
  /** Driver name exactly as registered in OpenList (data/drivers.json). */
  driver?: string;
  /** Show the fields every storage has instead of one driver's fields. */
  common?: boolean;
  /** What each field does, keyed by json key, in the page's language. */
  notes?: Record<string, ReactNode>;
}

type Field = DriverField | CommonField;

/** Defaults longer than this may break anywhere, shorter ones never do. */
const SHORT_VALUE = 24;

function Yes() {
  return (
    <Translate
      id="driverFields.required.yes"
      description="Required column value">
      Yes
    </Translate>
  );
}

function No() {
  return (
    <Translate
      id="driverFields.required.no"
      description="Required column value">
      No
    </Translate>
  );
}

/**
 * Text with line-break opportunities after the given characters, so long
 * keys and URLs wrap at their separators instead of overflowing.
 */
function Breakable({text, after}: {text: string; after: RegExp}) {
  const parts = text.split(after);
  return (
    <>
      {parts.map((part, i) =>
        // split() with a capturing group keeps the separators as odd items.
        i % 2 === 1 ? (
          <Fragment key={i}>
            {part}
            <wbr />
          </Fragment>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function Options({field, chinese}: {field: Field; chinese: boolean}) {
  const names = chinese ? field.zh?.options : undefined;
  return (
    <>
      {field.options.map((o, i) => (
        <Fragment key={o}>
          {i > 0 ? ' / ' : null}
          <span className={styles.option}>
            {o}
            {names?.[o] && names[o] !== o ? `（${names[o]}）` : null}
          </span>
        </Fragment>
      ))}
    </>
  );
}

function FieldCell({
  field,
  chinese,
  since,
}: {
  field: Field;
  chinese: boolean;
  since: string | undefined;
}) {
  const zh = chinese ? field.zh : undefined;
  const label = zh?.label ?? field.label;
  const ours = zh?.ours?.includes('label');
  return (
    <>
      {label ? (
        <strong className={styles.label}>
          {label}
          {ours ? (
            <span
              className={styles.ours}
              title={translate({
                id: 'driverFields.label.ours.title',
                message:
                  'The Chinese OpenList interface has no translation for this field; this is the docs’ translation.',
                description:
                  'Tooltip of the mark on a field label the docs translated themselves',
              })}>
              <Translate
                id="driverFields.label.ours"
                description="Mark on a field label the docs translated themselves">
                docs translation
              </Translate>
            </span>
          ) : null}
        </strong>
      ) : null}
      {zh && field.label && field.label !== zh.label ? (
        <span className={styles.english} lang="en">
          {field.label}
        </span>
      ) : null}
      <code className={styles.key}>
        <Breakable text={field.json} after={/(_)/} />
      </code>
      {since ? <SinceBadge tag={since} /> : null}
      <span className={styles.type}>
        {field.type}
        {field.options.length > 0 ? ': ' : null}
        <Options field={field} chinese={chinese} />
      </span>
    </>
  );
}

function DefaultValue({value}: {value: string}) {
  if (value === '') return <span className={styles.none}>—</span>;
  return (
    <code
      className={clsx(
        styles.value,
        value.length > SHORT_VALUE && styles.longValue,
      )}>
      <Breakable text={value} after={/([/,&?])/} />
    </code>
  );
}

function DefaultCell({field}: {field: Field}) {
  const proxyOnly =
    'proxyOnlyVariant' in field ? field.proxyOnlyVariant : undefined;
  const preferProxy =
    'preferProxyVariant' in field ? field.preferProxyVariant : undefined;
  return (
    <>
      <DefaultValue value={field.default} />
      {proxyOnly ? (
        <span className={styles.type}>
          <Translate
            id="driverFields.default.proxyOnly"
            description="Default of a common field for drivers that must proxy"
            values={{value: <code>{proxyOnly.default}</code>}}>
            {'{value} on drivers that always proxy'}
          </Translate>
        </span>
      ) : null}
      {preferProxy ? (
        <span className={styles.type}>
          <Translate
            id="driverFields.default.preferProxy"
            description="Default of a common field for drivers that prefer to proxy"
            values={{value: <code>{preferProxy.default || '—'}</code>}}>
            {'{value} on drivers that prefer to proxy'}
          </Translate>
        </span>
      ) : null}
    </>
  );
}

/**
 * Marks the wrapper while its table can scroll further left or right, so
 * the CSS can draw a shadow on that edge.
 */
function useScrollEdges() {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({left: false, right: false});
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const update = () => {
      const max = el.scrollWidth - el.clientWidth;
      const left = el.scrollLeft > 1;
      const right = max - el.scrollLeft > 1;
      setEdges((e) =>
        e.left === left && e.right === right ? e : {left, right},
      );
    };
    update();
    el.addEventListener('scroll', update, {passive: true});
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(update);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);
  return {ref, edges};
}

/**
 * The settings table of one storage driver (or, with `common`, of the fields
 * every storage has), read from the page's version of data/drivers.json. Labels follow the page's
 * language: on zh-CN pages the Chinese OpenList interface's label, with the
 * English one below it. The page supplies the explanation of each field
 * through `notes`; fields without a note show the help text of the OpenList
 * form, if any, in the page's language. Below 600 px the rows become cards
 * (styles.module.css); the markup stays one table.
 */
export default function DriverFields({
  data,
  driver,
  common,
  notes = {},
}: Props) {
  const {i18n} = useDocusaurusContext();
  const chinese = i18n.currentLocale.startsWith('zh');
  const {ref, edges} = useScrollEdges();
  const brokenLinks = useBrokenLinks();
  const fields: Field[] | undefined = common
    ? data.common
    : driver
      ? findDriver(data, driver)?.additional
      : undefined;
  if (!fields) {
    throw new Error(`DriverFields: unknown driver "${driver ?? ''}"`);
  }
  if (fields.length === 0) {
    return (
      <p>
        <Translate
          id="driverFields.empty"
          description="Shown when a driver has no own settings">
          This driver has no settings of its own.
        </Translate>
      </p>
    );
  }
  const requiredLabel = translate({
    id: 'driverFields.column.required',
    message: 'Required',
    description: 'Column header',
  });
  const defaultLabel = translate({
    id: 'driverFields.column.default',
    message: 'Default',
    description: 'Column header',
  });
  const version = data.openlistVersion;
  const driverSince = driver ? addedIn('drivers', driver, version) : undefined;
  const sinceOf = (json: string) => {
    if (common) return addedIn('common', json, version);
    const tag = addedIn('fields', `${driver ?? ''}/${json}`, version);
    return tag === driverSince ? undefined : tag;
  };
  // Ids stay unique when a page shows several drivers' tables (115 Cloud,
  // 115 Open…): each row's anchor names its driver.
  const idPrefix = common
    ? 'field-'
    : `field-${(driver ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '-')}-`;
  // Row ids are link targets (the migration page links to new fields), so
  // the build's broken-anchor check must know them.
  for (const field of fields)
    brokenLinks.collectAnchor(`${idPrefix}${field.json}`);
  return (
    <>
      {driverSince ? (
        <p className={styles.since}>
          <Translate
            id="driverFields.driverSince"
            description="Line above the table of a driver added after the oldest docs version"
            values={{tag: <strong>{driverSince}</strong>}}>
            {
              'This driver was added in OpenList {tag}; earlier releases do not have it.'
            }
          </Translate>
        </p>
      ) : null}
      <div
        className={clsx(
          styles.frame,
          edges.left && styles.moreLeft,
          edges.right && styles.moreRight,
        )}>
        <div className={styles.wrapper} ref={ref}>
          {/* Explicit roles keep the table semantics when the narrow layout
            changes the display of its parts. */}
          <StaticIsland
            as="table"
            // ol-cards: src/css/custom.css draws each card when near.
            className={clsx(styles.table, 'ol-cards')}
            role="table">
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader" className={styles.fieldCol}>
                  <Translate
                    id="driverFields.column.field"
                    description="Column header">
                    Field
                  </Translate>
                </th>
                <th scope="col" role="columnheader" className={styles.short}>
                  {requiredLabel}
                </th>
                <th
                  scope="col"
                  role="columnheader"
                  className={clsx(styles.short, styles.defaultCol)}>
                  {defaultLabel}
                </th>
                <th scope="col" role="columnheader" className={styles.purpose}>
                  <Translate
                    id="driverFields.column.purpose"
                    description="Column header">
                    What it does
                  </Translate>
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {fields.map((field, i) => (
                <tr
                  key={`${field.json}-${i}`}
                  id={`${idPrefix}${field.json}`}
                  role="row">
                  <th scope="row" role="rowheader" className={styles.field}>
                    <FieldCell
                      field={field}
                      chinese={chinese}
                      since={sinceOf(field.json)}
                    />
                  </th>
                  <td
                    role="cell"
                    className={clsx(styles.short, styles.required)}
                    data-label={requiredLabel}>
                    {field.required ? <Yes /> : <No />}
                  </td>
                  <td
                    role="cell"
                    className={styles.defaultCol}
                    data-label={defaultLabel}>
                    <DefaultCell field={field} />
                  </td>
                  <td role="cell" className={styles.purpose}>
                    {notes[field.json] ??
                      (chinese ? (field.zh?.help ?? field.help) : field.help)}
                  </td>
                </tr>
              ))}
            </tbody>
          </StaticIsland>
        </div>
        {common ? (
          <RemovedNote kind="common" version={version} />
        ) : (
          <RemovedNote
            kind="fields"
            prefix={`${driver ?? ''}/`}
            version={version}
          />
        )}
      </div>
    </>
  );
}
