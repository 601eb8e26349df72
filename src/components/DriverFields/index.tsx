import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {
  driversData,
  findDriver,
  type CommonField,
  type DriverField,
} from '@site/src/lib/drivers';
import styles from './styles.module.css';

interface Props {
  /** Driver name exactly as registered in OpenList (data/drivers.json). */
  driver?: string;
  /** Show the fields every storage has instead of one driver's fields. */
  common?: boolean;
  /** What each field does, keyed by json key, in the page's language. */
  notes?: Record<string, ReactNode>;
}

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

function FieldCell({field}: {field: DriverField | CommonField}) {
  return (
    <>
      {field.label ? <strong>{field.label}</strong> : null}
      <div>
        <code>{field.json}</code>
      </div>
      <div className={styles.type}>
        {field.type}
        {field.options.length > 0 ? `: ${field.options.join(' / ')}` : ''}
      </div>
    </>
  );
}

function DefaultCell({field}: {field: DriverField | CommonField}) {
  const proxyOnly =
    'proxyOnlyVariant' in field ? field.proxyOnlyVariant : undefined;
  return (
    <>
      {field.default === '' ? (
        <span className={styles.none}>—</span>
      ) : (
        <code className={styles.value}>{field.default}</code>
      )}
      {proxyOnly ? (
        <div className={styles.type}>
          <Translate
            id="driverFields.default.proxyOnly"
            description="Default of a common field for drivers that must proxy"
            values={{value: <code>{proxyOnly.default}</code>}}>
            {'{value} on drivers that always proxy'}
          </Translate>
        </div>
      ) : null}
    </>
  );
}

/**
 * The settings table of one storage driver (or, with `common`, of the fields
 * every storage has), read from data/drivers.json. The page supplies the
 * explanation of each field through `notes`; fields without a note show the
 * help text the OpenList source gives, if any.
 */
export default function DriverFields({driver, common, notes = {}}: Props) {
  const fields: (DriverField | CommonField)[] | undefined = common
    ? driversData.common
    : driver
      ? findDriver(driver)?.additional
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
  // Ids stay unique when a page shows several drivers' tables (115 Cloud,
  // 115 Open…): each row's anchor names its driver.
  const idPrefix = common
    ? 'field-'
    : `field-${(driver ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '-')}-`;
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <Translate
                id="driverFields.column.field"
                description="Column header">
                Field
              </Translate>
            </th>
            <th scope="col">
              <Translate
                id="driverFields.column.required"
                description="Column header">
                Required
              </Translate>
            </th>
            <th scope="col">
              <Translate
                id="driverFields.column.default"
                description="Column header">
                Default
              </Translate>
            </th>
            <th scope="col">
              <Translate
                id="driverFields.column.purpose"
                description="Column header">
                What it does
              </Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field, i) => (
            <tr key={`${field.json}-${i}`} id={`${idPrefix}${field.json}`}>
              <th scope="row" className={styles.field}>
                <FieldCell field={field} />
              </th>
              <td>{field.required ? <Yes /> : <No />}</td>
              <td>
                <DefaultCell field={field} />
              </td>
              <td>{notes[field.json] ?? field.help}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
