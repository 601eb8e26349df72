import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Static pages rendered with React's renderToString. Docusaurus renders each
 * page with renderToPipeableStream, whose Node build in React 18.3 corrupts
 * a multi-byte character that falls on one of its buffer boundaries
 * (facebook/react#31134): Chinese headings, anchors and text came out with
 * NUL bytes, which the HTML minifier turns into U+FFFD, and the link check
 * found anchors that no longer matched. renderToString builds one string, so
 * nothing is cut, and it is the cheapest renderer: no bytes to encode and
 * decode again. In the server bundle only, Docusaurus's renderToHtml module
 * is replaced by ./renderToHtml.ts, which has the same contract.
 */
export const DOCUSAURUS_RENDER_TO_HTML =
  /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]renderToHtml\.js$/;

export default function renderHtmlPlugin(): Plugin {
  return {
    name: 'render-html',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (!isServer) return {};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            DOCUSAURUS_RENDER_TO_HTML,
            path.join(__dirname, 'renderToHtml.ts'),
          ),
        ],
      };
    },
  };
}
