import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The docs plugin's props of a version, a JSON module every doc page of that
 * version loads: `.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`.
 */
export const VERSION_PROPS =
  /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/**
 * Every doc page loads its version's props: the sidebars, and each doc's id,
 * title and description. The descriptions are about half of it (6 KB of
 * 11 KB gzip), and the classic theme reads them in one place only, the cards
 * of `DocCardList` and generated category index pages, which this site does
 * not use (tests/unit/version-props.test.ts keeps both true). This plugin
 * drops them from the props as the bundler reads the file (./loader.cjs),
 * in the browser and the server bundle alike.
 */
export default function versionPropsPlugin(): Plugin {
  return {
    name: 'version-props',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: VERSION_PROPS,
              use: [{loader: path.join(__dirname, 'loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
