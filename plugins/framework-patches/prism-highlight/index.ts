import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Code highlighting without Prism in the browser. Fenced code blocks are
 * tokenized at build time (./remark.ts, in every content plugin) and their
 * tokens reach the code block as a prop (src/theme/CodeBlock). The classic
 * theme's code block imports `Highlight` from prism-react-renderer, whose one
 * module carries all of Prism (~34 KB gz); for that import this plugin
 * substitutes src/components/CodeBlock/Highlight.tsx, which renders the
 * build-time tokens through the same render function and falls back to the
 * real Highlight, loaded on demand, for a block without tokens.
 *
 * - Browser bundle: the classic theme's start-up module that registers the
 *   extra Prism languages is replaced by an empty one (./startup.js); the
 *   fallback loads Prism and the languages in their own chunk.
 * - Server bundle: the fallback is imported eagerly, since server rendering
 *   must not suspend.
 */
export const THEME_CODE_BLOCK_CONTENT =
  /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/]Content[\\/]index\.js$/;
const HIGHLIGHT = path.join(
  __dirname,
  '../../../src/components/CodeBlock/Highlight.tsx',
);
const LAZY_PRISM = /components[\\/]CodeBlock[\\/]lazy(\.tsx?)?$/;
const EAGER_PRISM = path.join(
  __dirname,
  '../../../src/components/CodeBlock/eager.tsx',
);
export const PRISM_STARTUP =
  /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

interface Resource {
  request: string;
  contextInfo?: {issuer?: string};
  createData?: {resource?: string};
}

function redirect(resource: Resource, to: string): void {
  resource.request = to;
  if (resource.createData?.resource) resource.createData.resource = to;
}

export default function codeHighlightPlugin(): Plugin {
  return {
    name: 'code-highlight',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            /^prism-react-renderer$/,
            (resource: Resource) => {
              const issuer = resource.contextInfo?.issuer ?? '';
              if (THEME_CODE_BLOCK_CONTENT.test(issuer))
                redirect(resource, HIGHLIGHT);
            },
          ),
          isServer
            ? new NormalModuleReplacementPlugin(LAZY_PRISM, (resource) =>
                redirect(resource, EAGER_PRISM),
              )
            : new NormalModuleReplacementPlugin(
                PRISM_STARTUP,
                path.join(__dirname, 'startup.js'),
              ),
        ],
      };
    },
  };
}
