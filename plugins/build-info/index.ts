import type {LoadContext, Plugin} from '@docusaurus/types';
import {gitRevParse} from '../contributors';

/** What a build knows of itself, for the components that show it. */
export interface BuildInfo {
  /**
   * The day the pages were built: midnight UTC of it (ms since the epoch).
   * A day, not the moment, so that two builds of the same commit on the
   * same day are identical: same scripts for returning readers, and the
   * second build's pages come from the last render (framework-patches/
   * ssg-cache). Posts are judged stale against it (about 180 days).
   */
  buildTime: number;
  /** The docs commit the pages were built from, or null outside git. */
  docsCommit: string | null;
}

/** The commit checked out in `dir`'s repository, or null. */
export const headCommit = (dir: string): string | null =>
  gitRevParse(dir, 'HEAD');

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of the day of `now`. */
export const buildDay = (now = Date.now()): number =>
  Math.floor(now / DAY_MS) * DAY_MS;

/** The module the components import, as createData writes it. */
export const BUILD_INFO_MODULE =
  /[\\/]\.docusaurus[\\/]build-info[\\/]default[\\/]build\.json$/;

interface SplitChunks {
  cacheGroups?: Record<string, unknown>;
}
interface ClientConfig {
  optimization?: {splitChunks?: SplitChunks | false};
}

/**
 * The build's day and commit, which change every day and with every
 * commit, in a module of their own (`@generated/build-info/default/
 * build.json`) and, in the browser, a chunk of their own. In the site
 * config's customFields, Docusaurus serialized them into main.js: every
 * deploy changed main.js (about 115 KB gzip), and every returning reader
 * downloaded it again even when no code had changed. Now a deploy changes a
 * chunk of a few bytes (and the runtime, which lists chunk hashes).
 * Read by the staleness warning of posts (plugins/posts) and "Report a
 * problem" (plugins/reader-tools).
 */
export default function buildInfoPlugin({
  siteDir,
}: LoadContext): Plugin<BuildInfo> {
  return {
    name: 'build-info',
    loadContent() {
      return {buildTime: buildDay(), docsCommit: headCommit(siteDir)};
    },
    async contentLoaded({content, actions}) {
      await actions.createData('build.json', JSON.stringify(content));
    },
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const splitChunks = (config as ClientConfig).optimization?.splitChunks;
      if (!splitChunks || !splitChunks.cacheGroups)
        throw new Error(
          'plugins/build-info: the browser bundle has no splitChunks cache groups to add to; re-read @docusaurus/core/lib/webpack/base.js.',
        );
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              buildInfo: {
                test: BUILD_INFO_MODULE,
                chunks: 'all',
                enforce: true,
                priority: 100,
              },
            },
          },
        },
      };
    },
  };
}
