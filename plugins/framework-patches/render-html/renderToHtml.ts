import type {ReactNode} from 'react';
// Preact's server renderer: plugins/preact answers react-dom/server with it.
import {renderToString} from 'react-dom/server';

/**
 * Renders a page to HTML, as Docusaurus's own renderToHtml does, and fails on
 * any rendering error the same way.
 *
 * renderToString builds the page as one string: no stream to collect, so no
 * bytes to encode and decode again, and nothing to cut a character in two.
 * It does not wait for a component that suspends: it throws, and the build
 * fails, since static pages must be complete.
 */
export async function renderToHtml(app: ReactNode): Promise<string> {
  return renderToString(app);
}
