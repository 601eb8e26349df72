import Original from '@theme-original/Navbar';
import {inTurn} from '@site/plugins/preact/HydrateInTurn';

/**
 * The navbar hydrates in a turn of its own, after the page's frame
 * (plugins/preact/HydrateInTurn). It renders one element, as a part must.
 */
export default inTurn(Original);
