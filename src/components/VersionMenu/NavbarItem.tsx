import React from 'react';
import {translate} from '@docusaurus/Translate';
import {useDocsVersionCandidates} from '@docusaurus/plugin-content-docs/client';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {Props as DropdownProps} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import {
  docsVersion,
  OPENLIST_RELEASES_URL,
  releaseNotesUrl,
} from '@site/src/lib/version';

type Props = Omit<
  DropdownProps,
  'dropdownItemsBefore' | 'dropdownItemsAfter' | 'docsPluginId'
>;

/**
 * The navbar's version menu: Docusaurus's docs version dropdown (each
 * version links to the same page in that version, the button shows the
 * version being read), followed by the release notes of that version and the
 * list of all releases.
 */
export default function VersionMenuNavbarItem(props: Props) {
  // Docusaurus's own order: the version of the page, the reader's last
  // choice, then the newest.
  const [shown] = useDocsVersionCandidates(undefined);
  const {tag} = docsVersion(shown?.name);
  return (
    <DocsVersionDropdownNavbarItem
      {...props}
      docsPluginId={undefined}
      dropdownItemsBefore={[]}
      dropdownItemsAfter={[
        {
          label: translate(
            {
              id: 'versionMenu.releaseNotes',
              message: 'Release notes of {tag}',
              description:
                'Version menu: the release notes of the version shown',
            },
            {tag},
          ),
          href: releaseNotesUrl(tag),
        },
        {
          label: translate({
            id: 'versionMenu.allReleases',
            message: 'All releases',
            description: 'Version menu: the list of every OpenList release',
          }),
          href: OPENLIST_RELEASES_URL,
        },
      ]}
    />
  );
}
