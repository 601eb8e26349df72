import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import config from '@site/data/openlist-config.json';
import {driverPagePath} from '@site/src/lib/drivers';
import {
  SINCE_RANGE,
  addedIn,
  removedItems,
  sinceEntries,
  type SinceKind,
} from '@site/src/lib/since';
import {SinceBadge} from './index';

const SETTING_PAGES = new Map(
  (config.settings as {key: string; page: string}[]).map((s) => [
    s.key,
    s.page,
  ]),
);

/** Page (and row id, where the page has one) that documents an item. */
function linkOf(kind: SinceKind, name: string): string | undefined {
  switch (kind) {
    case 'drivers':
      return driverPagePath(name);
    case 'fields': {
      const [driver = '', json = ''] = name.split('/');
      const page = driverPagePath(driver)?.replace(/#.*$/, '');
      const slug = driver.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      return page ? `${page}#field-${slug}-${json}` : undefined;
    }
    case 'common':
      return `/guide/drivers/common-options#field-${name}`;
    case 'config':
      return '/configuration/config-file';
    case 'flags':
      return '/configuration/cli';
    case 'settings': {
      const page = SETTING_PAGES.get(name);
      return page ? `/configuration/settings/${page}` : undefined;
    }
    default:
      return undefined;
  }
}

const HEADINGS: Record<SinceKind, React.ReactNode> = {
  drivers: (
    <Translate id="releaseChanges.kind.drivers" description="Kind of item">
      Storage drivers
    </Translate>
  ),
  fields: (
    <Translate id="releaseChanges.kind.fields" description="Kind of item">
      Fields of existing drivers
    </Translate>
  ),
  common: (
    <Translate id="releaseChanges.kind.common" description="Kind of item">
      Fields of every storage
    </Translate>
  ),
  config: (
    <Translate id="releaseChanges.kind.config" description="Kind of item">
      config.json keys
    </Translate>
  ),
  flags: (
    <Translate id="releaseChanges.kind.flags" description="Kind of item">
      Command-line flags
    </Translate>
  ),
  settings: (
    <Translate id="releaseChanges.kind.settings" description="Kind of item">
      Settings
    </Translate>
  ),
  routes: (
    <Translate id="releaseChanges.kind.routes" description="Kind of item">
      HTTP routes
    </Translate>
  ),
};

function Item({kind, name}: {kind: SinceKind; name: string}) {
  const to = linkOf(kind, name);
  const code = <code>{name}</code>;
  return to ? <Link to={to}>{code}</Link> : code;
}

/**
 * Everything the newest release added or removed since the oldest docs
 * version, by kind, from data/since.json. Fields of drivers that are new
 * themselves are left out (the driver's own entry covers them).
 */
export default function ReleaseChanges() {
  const kinds = Object.keys(HEADINGS) as SinceKind[];
  return (
    <>
      {kinds.map((kind) => {
        const added = sinceEntries(kind).filter(
          ({name}) =>
            kind !== 'fields' || !addedIn('drivers', name.split('/')[0] ?? ''),
        );
        const removed = removedItems(kind);
        if (added.length === 0 && removed.length === 0) return null;
        return (
          <section key={kind}>
            <Heading as="h3" id={`changes-${kind}`}>
              {HEADINGS[kind]}
            </Heading>
            <ul>
              {added.map(({name, tag}) => (
                <li key={`+${name}`}>
                  <Item kind={kind} name={name} />
                  <SinceBadge tag={tag} />
                </li>
              ))}
              {removed.map(({name, tag}) => (
                <li key={`-${name}`}>
                  <del>
                    <code>{name}</code>
                  </del>{' '}
                  <Translate
                    id="releaseChanges.removedIn"
                    description="After an item the newest release removed"
                    values={{tag}}>
                    {'removed in {tag}'}
                  </Translate>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <p>
        <Translate
          id="releaseChanges.range"
          description="Below the generated list of changes"
          values={{from: SINCE_RANGE.from, to: SINCE_RANGE.to}}>
          {
            'Generated from the OpenList source at every release tag from {from} to {to}.'
          }
        </Translate>
      </p>
    </>
  );
}
