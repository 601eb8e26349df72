import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Static pages rendered with renderToString (Preact's, see plugins/preact)
 * instead of the stream renderer Docusaurus uses (renderToPipeableStream):
 * one string, no stream to collect and no bytes to encode and decode again,
 * and a component that suspends fails the build instead of being waited for.
 * The patch was first made for React 18.3, whose Node stream renderer cut a
 * multi-byte character that fell on a buffer boundary (facebook/react#31134:
 * Chinese text came out with NUL bytes). In the server bundle only,
 * Docusaurus's renderToHtml module is replaced by ./renderToHtml.ts, which
 * has the same contract.
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
