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
 * title, description and sidebar. The classic theme reads those docs in one
 * place only, `useDocById` in the cards of `DocCardList` and generated
 * category index pages (the description, and that the doc exists), which
 * this site does not use (tests/unit/version-props.test.ts keeps both
 * true). This plugin empties each doc's entry (the descriptions were 6 KB of
 * 11 KB gzip; the ids, titles and sidebars another 1.5 KB of the 5.3 KB
 * left) as the bundler reads the file (./loader.cjs), in the browser and the
 * server bundle alike; the ids stay as the keys.
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
