import React from 'react';
import Original from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import HydrateInTurn from '@site/plugins/preact/HydrateInTurn';

type Props = WrapperProps<typeof NavbarType>;

/**
 * The navbar hydrates in a turn of its own, after the page's frame
 * (plugins/preact/HydrateInTurn). It renders one element, as a part must.
 */
export default function NavbarWrapper(props: Props) {
  return (
    <HydrateInTurn>
      <Original {...props} />
    </HydrateInTurn>
  );
}
