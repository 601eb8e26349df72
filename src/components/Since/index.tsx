import React from 'react';
import Translate from '@docusaurus/Translate';
import {removedItems, type SinceKind} from '@site/src/lib/since';
import styles from './styles.module.css';

/** "Since vX.Y.Z": the release that added a driver, field, key or route. */
export function SinceBadge({tag}: {tag: string}) {
  return (
    <span className="ol-since">
      <Translate
        id="since.badge"
        description="Badge on an item added after the oldest docs version"
        values={{tag}}>
        {'Since {tag}'}
      </Translate>
    </span>
  );
}

/**
 * A note listing the items of one kind that the newest release removed,
 * e.g. config keys gone since the oldest docs version. Renders nothing when
 * none were removed, or on an older docs version (`version` of its data).
 */
export function RemovedNote({
  kind,
  prefix,
  version,
}: {
  kind: SinceKind;
  prefix?: string;
  version?: string | null;
}) {
  const items = removedItems(kind, prefix, version);
  if (items.length === 0) return null;
  const byTag = new Map<string, string[]>();
  for (const {name, tag} of items)
    byTag.set(tag, [...(byTag.get(tag) ?? []), name]);
  return (
    <p className={styles.removed}>
      {[...byTag].map(([tag, names], i) => (
        <React.Fragment key={tag}>
          {i > 0 ? ' ' : null}
          <Translate
            id="since.removed"
            description="Note under a reference table: items removed in a release"
            values={{
              tag: <span className="ol-since">{tag}</span>,
              names: (
                <>
                  {names.map((n, j) => (
                    <React.Fragment key={n}>
                      {j > 0 ? ', ' : null}
                      <code>{n}</code>
                    </React.Fragment>
                  ))}
                </>
              ),
            }}>
            {'Removed in {tag}: {names}.'}
          </Translate>
        </React.Fragment>
      ))}
    </p>
  );
}
