import Original from '@theme-original/DocItem/Layout';
import {inTurn} from '@site/plugins/preact/HydrateInTurn';

/**
 * A doc's column (breadcrumbs, title, content, footer, outline) hydrates in
 * a turn of its own, after the page's frame (plugins/preact/HydrateInTurn);
 * its content and blocks take later turns still. It renders one element, as
 * a part must.
 */
export default inTurn(Original);
