import React, {useMemo} from 'react';
import Original from '@theme-original/TOC';
import type {Props} from '@theme/TOC';
import {inTurn} from '@site/plugins/preact/HydrateInTurn';
import {breakableOutline} from '@site/src/lib/outlineLabel';

/**
 * The desktop outline, its long code labels able to wrap between their
 * parts (src/lib/outlineLabel). It hydrates in a turn of its own, after the
 * page's frame (plugins/preact/HydrateInTurn), and renders one element, as
 * a part must.
 */
function Outline(props: Props) {
  const toc = useMemo(() => breakableOutline(props.toc), [props.toc]);
  return <Original {...props} toc={toc} />;
}

export default inTurn(Outline);
