import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {browserLoaderPatch} from '../browserLoader';

/**
 * The plugins' global data in the same order in every build, in both
 * bundles.
 *
 * Docusaurus collects the global data that plugins set in
 * `allContentLoaded` in the order the plugins finish
 * (`executeAllPluginsAllContentLoaded`, lib/server/plugins/plugins.js), and
 * writes `.docusaurus/globalData.json` in that order. Two plugins of the
 * site set it there (layouts, contributors), so the order changed from one
 * build to the next, and with it main.js, which carries the file: a rebuild
 * of the same commit made every returning reader download main.js again
 * (measured 2026-11-28: two builds, only this order differed), and changed
 * the server bundle, so a rebuild rendered every page again instead of
 * putting the last render's pages back (../ssg-cache). In both bundles,
 * ./loader.cjs orders plugin names, and each plugin's ids, by code unit;
 * readers look data up by name and id, so nothing else changes.
 */
export const GLOBAL_DATA_MODULE = /[\\/]\.docusaurus[\\/]globalData\.json$/;

export default function globalDataPlugin(): Plugin {
  return browserLoaderPatch(
    'global-data',
    GLOBAL_DATA_MODULE,
    path.join(__dirname, 'loader.cjs'),
    {bundles: 'both'},
  );
}
