import type {ReactNode} from 'react';
// The web-streams build of React's server renderer (see ./index.ts).
import {renderToReadableStream} from 'react-dom/server.browser';

/**
 * Renders a page to HTML once everything in it is ready, as Docusaurus's own
 * renderToHtml does, and fails on any rendering error the same way.
 */
export async function renderToHtml(app: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(app, {
    onError(error) {
      errors.push(error);
    },
  });
  await stream.allReady;
  if (errors.length > 0) throw errors[0];
  return new Response(stream).text();
}
