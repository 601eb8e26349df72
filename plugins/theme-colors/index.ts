import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {themeColorsCss} from '../../src/lib/colors';

export interface ThemeColorsOptions {
  primary: string;
}

/**
 * Turns `theme.colors.primary` from site.config.ts into Infima's colour
 * variables for both modes, as a generated stylesheet loaded on every page.
 * Keeping it generated means the configured colour is the only source.
 */
export default function themeColorsPlugin(
  context: LoadContext,
  options: ThemeColorsOptions,
): Plugin {
  const file = path.join(
    context.generatedFilesDir,
    'theme-colors',
    'colors.css',
  );
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const css = themeColorsCss(options.primary);
  // Rewrite only on change so `docusaurus start` does not reload for nothing.
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== css) {
    fs.writeFileSync(file, css);
  }
  return {
    name: 'theme-colors',
    getClientModules() {
      return [file];
    },
  };
}
