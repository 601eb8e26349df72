import React from 'react';
import Original from '@theme-original/Footer';
import type FooterType from '@theme/Footer';
import type {WrapperProps} from '@docusaurus/types';
import HydrateInTurn from '@site/plugins/preact/HydrateInTurn';

type Props = WrapperProps<typeof FooterType>;

/**
 * The footer hydrates in a turn of its own, after the page's frame
 * (plugins/preact/HydrateInTurn). It renders one element, as a part must.
 */
export default function FooterWrapper(props: Props) {
  return (
    <HydrateInTurn>
      <Original {...props} />
    </HydrateInTurn>
  );
}
