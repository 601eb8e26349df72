import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Keeps Prism (prism-react-renderer and the extra languages, ~34 KB gz) out
 * of the first-load bundle. The classic theme registers the extra languages
 * from a client module that every page runs at start-up; in the browser that
 * module is replaced by an empty one, and the code block loads Prism with its
 * languages when a page has code (src/theme/CodeBlock). Server rendering is
 * unchanged (the server bundle imports the code block eagerly), so the HTML
 * holds highlighted code as before.
 */
const LAZY_CODE_BLOCK = /components[\\/]CodeBlock[\\/]lazy(\.tsx)?$/;
const EAGER_CODE_BLOCK = path.join(
  __dirname,
  '../../src/components/CodeBlock/eager.tsx',
);

export default function lazyPrismPlugin(): Plugin {
  return {
    name: 'lazy-prism',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: isServer
          ? [
              // Server rendering must not suspend (the HTML would hold the
              // code block only in a streamed, script-inserted segment).
              new NormalModuleReplacementPlugin(LAZY_CODE_BLOCK, (resource) => {
                resource.request = EAGER_CODE_BLOCK;
                if (resource.createData?.resource)
                  resource.createData.resource = EAGER_CODE_BLOCK;
              }),
            ]
          : [
              new NormalModuleReplacementPlugin(
                /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
                path.join(__dirname, 'startup.js'),
              ),
            ],
      };
    },
  };
}
