import React from 'react';
import Original from '@theme-original/NavbarItem';
import type NavbarItemType from '@theme/NavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import HydrateInTurn from '@site/plugins/preact/HydrateInTurn';

type Props = WrapperProps<typeof NavbarItemType>;

/**
 * Each item of the desktop navbar hydrates in a turn of its own, after the
 * navbar's (plugins/preact/HydrateInTurn): the version menu, the language
 * menu, the search button and the links each match the page's route, and
 * together they were most of the navbar's turn. Every item the site
 * configures renders one element on the desktop bar, as a part must; the
 * phone menu's items (`mobile`) and a group's items (`isDropdownItem`,
 * rendered when it opens) are rendered as they are.
 */
export default function NavbarItem(props: Props) {
  const {mobile, isDropdownItem} = props as {
    mobile?: boolean;
    isDropdownItem?: boolean;
  };
  if (mobile || isDropdownItem) return <Original {...props} />;
  return (
    <HydrateInTurn>
      <Original {...props} />
    </HydrateInTurn>
  );
}
