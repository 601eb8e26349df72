import React from 'react';
import Original from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import HydrateInTurn from '@site/plugins/preact/HydrateInTurn';

type Props = WrapperProps<typeof TOCType>;

/**
 * The desktop outline hydrates in a turn of its own, after the page's frame
 * (plugins/preact/HydrateInTurn). It renders one element, as a part must.
 */
export default function TOCWrapper(props: Props) {
  return (
    <HydrateInTurn>
      <Original {...props} />
    </HydrateInTurn>
  );
}
