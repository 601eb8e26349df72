import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import legacyData from '../../data/legacy-redirects.json';
import apiAnchors from '../../data/api-anchors.json';
import {caseTwins} from './lib/caseTwins';
import {
  legacyDataProblems,
  legacyRedirects,
  liveAnchorMap,
  pathOf,
  withMovedAnchors,
  redirectPage,
  type LegacyData,
} from './lib/legacyRedirects';

const data = legacyData as unknown as LegacyData;

/** File of the build that answers `urlPath`, relative to the locale's output folder. */
function fileFor(urlPath: string): string {
  const rel = urlPath.replace(/^\//, '');
  if (rel === '' || rel.endsWith('/')) return `${rel}index.html`;
  return rel.endsWith('.html') ? rel : `${rel}.html`;
}

/**
 * Old addresses of the previous documentation sites keep working
 * (data/legacy-redirects.json): after each locale is built, writes a small
 * redirect page at every old address (both locales for doc.oplist.org's
 * addresses, the root for the VuePress ones) and `legacy-anchors.json` for the
 * client module that translates old heading ids on pages that kept their
 * address: those of the old sites, and those of this site's API pages that
 * were split into several (data/api-anchors.json, by scripts/gen-api-docs.mjs).
 * The build stops when the data is unsound or a target page is missing;
 * `npm run test:links` then checks every target and its anchor.
 */
export default function legacyRedirectsPlugin(
  context: LoadContext,
  options: {
    /** Addresses the site's own redirect rules already answer (site.config.ts). */
    configuredFroms?: string[];
  } = {},
): Plugin {
  const {i18n} = context;
  const configured = new Set(options.configuredFroms ?? []);
  const localePrefix =
    i18n.currentLocale === i18n.defaultLocale ? '' : `/${i18n.currentLocale}`;
  return {
    name: 'legacy-redirects',
    getClientModules() {
      return [path.resolve(__dirname, './client.ts')];
    },
    async postBuild({outDir, routesPaths}) {
      const problems = legacyDataProblems(data);
      if (problems.length > 0) {
        throw new Error(
          `data/legacy-redirects.json:\n  - ${problems.join('\n  - ')}`,
        );
      }
      const routes = new Set(routesPaths);
      const redirects = legacyRedirects(data, {localePrefix}).filter(
        ({from}) =>
          !configured.has(from.slice(localePrefix.length).replace(/\/$/, '')),
      );
      const missing = redirects.filter(({to}) => {
        // A /zh/ page of the VuePress site leads to the Chinese twin of an
        // English page; the Chinese build has the same routes.
        const target = pathOf(to).replace(/^\/zh-CN(?=\/)/, localePrefix);
        return !routes.has(target) && !routes.has(`${target}/`);
      });
      if (missing.length > 0) {
        throw new Error(
          `data/legacy-redirects.json: no page at\n  - ${missing
            .map(({from, to}) => `${to} (for ${from})`)
            .join('\n  - ')}`,
        );
      }
      // `/faq/error` and `/faq/error.html` (two sites' forms of one old
      // page) are answered by the same file.
      const written = new Map<string, string>();
      const twins = caseTwins();
      for (const redirect of redirects) {
        const file = path.join(
          outDir,
          fileFor(redirect.from.slice(localePrefix.length) || '/'),
        );
        const earlier = written.get(file);
        if (earlier !== undefined) {
          if (earlier === redirect.to) continue;
          throw new Error(
            `data/legacy-redirects.json: ${redirect.from} leads to ${redirect.to}, but the same file already leads to ${earlier}`,
          );
        }
        written.set(file, redirect.to);
        if (twins.exists(file)) continue;
        fs.mkdirSync(path.dirname(file), {recursive: true});
        fs.writeFileSync(file, redirectPage(redirect, i18n.currentLocale), {
          flag: 'wx',
        });
        twins.added(file);
      }
      const live = Object.fromEntries(
        Object.entries(
          withMovedAnchors(liveAnchorMap(data), apiAnchors.pages),
        ).map(([page, anchors]) => [
          `${localePrefix}${page}`,
          Object.fromEntries(
            Object.entries(anchors).map(([id, to]) => [
              id,
              `${localePrefix}${to}`,
            ]),
          ),
        ]),
      );
      fs.writeFileSync(
        path.join(outDir, 'legacy-anchors.json'),
        JSON.stringify(live),
      );
    },
  };
}
