import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {browserLoaderPatch} from '../browserLoader';

/**
 * The browser's copy of the site config without plugin and preset options,
 * nor the page template.
 *
 * Docusaurus serializes the whole site config into the generated
 * `.docusaurus/docusaurus.config.mjs`, which main.js carries on every page.
 * Its `plugins` and `presets` hold each plugin's build options: remark
 * plugin settings, the `since` tables, the code blocks' source, the site's
 * folder on the build machine. Nothing in the browser reads them (the theme,
 * the content plugins' client code and ours read `siteConfig` for its
 * title, address, base path, theme config and custom fields). The same goes
 * for `ssrTemplate`, the page template (../paint-first), which only the
 * static-site generator reads. In the browser bundle only, ./loader.cjs sets
 * the two lists to [] and leaves the template out.
 */
export const CONFIG_MODULE = /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/;

export default function clientConfigPlugin(): Plugin {
  return browserLoaderPatch(
    'client-config',
    CONFIG_MODULE,
    path.join(__dirname, 'loader.cjs'),
  );
}
