import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import pMap from 'p-map';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {OPENLIST_VERSION} from '../../src/lib/version';
import {
  publicPages,
  type AllContent,
  type PublicPage,
} from '../reader-tools/lib/pages';
import {runInProcesses} from '../reader-tools/lib/processPool';
import {cardProcessEnv} from './lib/allocators';
import {
  DEFAULT_CARD,
  cardWords,
  isGeneratedCard,
  socialCardsEnabled,
  type CardText,
} from './lib/card';

export {socialCardsEnabled};

export interface SocialCardsOptions {
  /** The site's tagline for the default card, when not translated. */
  tagline: string;
  /** The mark on every card (an SVG file). */
  logoFile: string;
}

interface Item {
  image: string;
  permalink: string;
  title: string;
  frontMatter?: Record<string, unknown>;
}

/** Every doc, post and Markdown page of the locale with a generated card. */
function contentItems(allContent: AllContent): Item[] {
  const items: Item[] = [];
  const push = (
    permalink: string,
    title: string,
    frontMatter?: Record<string, unknown>,
  ) => {
    if (isGeneratedCard(frontMatter?.image))
      items.push({image: frontMatter.image, permalink, title, frontMatter});
  };
  for (const content of Object.values(
    allContent['docusaurus-plugin-content-docs'] ?? {},
  ))
    for (const version of (
      content as {
        loadedVersions: {
          docs: {
            permalink: string;
            title: string;
            frontMatter?: Record<string, unknown>;
          }[];
        }[];
      }
    ).loadedVersions)
      for (const doc of version.docs)
        push(doc.permalink, doc.title, doc.frontMatter);
  for (const content of Object.values(
    allContent['docusaurus-plugin-content-blog'] ?? {},
  ))
    for (const post of (
      content as {
        blogPosts: {
          metadata: {
            permalink: string;
            title: string;
            frontMatter?: Record<string, unknown>;
          };
        }[];
      }
    ).blogPosts)
      push(
        post.metadata.permalink,
        post.metadata.title,
        post.metadata.frontMatter,
      );
  // Markdown pages (src/pages/*.md); React pages have no front matter.
  for (const content of Object.values(
    allContent['docusaurus-plugin-content-pages'] ?? {},
  ))
    for (const page of content as unknown as {
      type: string;
      permalink: string;
      frontMatter?: Record<string, unknown>;
    }[])
      if (page.type === 'mdx')
        push(
          page.permalink,
          String(page.frontMatter?.title ?? ''),
          page.frontMatter,
        );
  return items;
}

interface Job {
  text: CardText;
  files: string[];
  cacheFile: string;
}

/**
 * Files whose change can change every card: the layout, the renderer, the
 * script that writes the cards, and the locked versions of the libraries
 * (satori, resvg, fonts).
 */
const TEMPLATE_FILES = [
  'lib/card.ts',
  'lib/render.ts',
  'process.cjs',
  '../../package-lock.json',
];

/** What rendering a locale's cards gave: the files to fill from the cache. */
interface Rendered {
  jobs: Job[];
  pages: number;
  rendered: number;
  cached: number;
  started: number;
}

/**
 * Social cards (see plugins/README.md): renders the Open Graph image of every
 * doc and post — the one its front matter `image` names, which the front
 * matter hook sets to `/og/<source>.png` unless the page gives an `ogImage`
 * — and the locale's default card, and puts them in the built site after
 * each locale is built. Cards are cached in node_modules/.cache by their
 * text, so a rebuild renders only what changed.
 *
 * A card needs only the page's title and place, known once the content is
 * loaded: in a production build the cards are rendered into the cache from
 * then on, beside the bundler, in a child process whose every thread has
 * the lowest priority (process.cjs, ../reader-tools/lib/processPool.ts),
 * so it takes what the bundler leaves idle. postBuild waits for them and
 * copies them in. Rendered after the pages, they competed with the
 * Markdown twins and the search indexer. Six alternated cold builds of the
 * en site on 2 cores: 23.2 s (median) rendering after the pages, 22.6 s
 * from the content load at normal priority, 22.1 s at the lowest (then in
 * a worker thread; processPool.ts says why a process now).
 */
export default function socialCardsPlugin(
  context: LoadContext,
  options: SocialCardsOptions,
): Plugin {
  let items: Item[] = [];
  let pages = new Map<string, PublicPage>();
  let rendering: Promise<Rendered> | undefined;
  // Settled when postBuild starts waiting: the pages are built, so the
  // cards still to render may take every core (processPool.ts, helpWhen).
  let pagesBuilt = () => {};
  const waiting = new Promise<void>((resolve) => (pagesBuilt = resolve));

  async function renderAll(): Promise<Rendered> {
    const started = Date.now();
    const {siteConfig, i18n, codeTranslations, siteDir} = context;
    const locale = i18n.currentLocale;
    const words = cardWords(locale);
    const common = {
      host: new URL(siteConfig.url).host,
      brand: words.brand(siteConfig.title),
      locale,
    };
    const texts = new Map<string, CardText>();
    texts.set(DEFAULT_CARD, {
      ...common,
      title: siteConfig.title,
      kicker: [],
      subtitle: codeTranslations['home.meta.description'] ?? options.tagline,
      badge: words.release(OPENLIST_VERSION),
    });
    // A page's card shows where it is, not its docs version: the pages of
    // older versions share their current page's card when nothing differs.
    for (const item of items) {
      const page = pages.get(item.permalink);
      texts.set(item.image.replace(/^\//, ''), {
        ...common,
        title: item.title,
        kicker: page ? [page.section, page.category ?? ''].filter(Boolean) : [],
      });
    }

    const template = crypto.createHash('sha256');
    for (const file of [
      ...TEMPLATE_FILES.map((file) => path.join(__dirname, file)),
      options.logoFile,
    ])
      template.update(await fs.readFile(file));
    const templateHash = template.digest('hex');
    const cacheDir = path.join(
      siteDir,
      'node_modules/.cache/openlist-docs/social-cards',
    );
    await fs.mkdir(cacheDir, {recursive: true});

    // Identical cards (the same title in the same place) render once. Paths
    // are relative to the built site: it may not exist yet.
    const byKey = new Map<string, Job>();
    for (const [image, text] of texts) {
      const key = crypto
        .createHash('sha256')
        .update(templateHash)
        .update(JSON.stringify(text))
        .digest('hex')
        .slice(0, 32);
      const job = byKey.get(key);
      if (job) job.files.push(image);
      else
        byKey.set(key, {
          text,
          files: [image],
          cacheFile: path.join(cacheDir, `${key}.png`),
        });
    }
    const jobs = [...byKey.values()];
    const toRender: Job[] = [];
    for (const job of jobs)
      if (
        !(await fs.access(job.cacheFile).then(
          () => true,
          () => false,
        ))
      )
        toRender.push({...job, files: [job.cacheFile]});
    await runInProcesses(path.join(__dirname, 'process.cjs'), toRender, {
      data: {logoFile: options.logoFile},
      describe: (job) => `Social card ${job.cacheFile} (${job.text.title})`,
      // Memory kept between cards instead of faulted in again for each.
      env: cardProcessEnv(),
      helpWhen: waiting,
    });
    return {
      jobs,
      pages: texts.size,
      rendered: toRender.length,
      cached: jobs.length - toRender.length,
      started,
    };
  }

  return {
    name: 'social-cards',
    // DocItem/Metadata and BlogPostPage/Metadata wrapped: the card's alt.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    async allContentLoaded({allContent}) {
      items = contentItems(allContent as unknown as AllContent);
      pages = new Map(
        publicPages(
          allContent as unknown as AllContent,
          context.i18n.currentLocale,
        ).map((page) => [page.permalink, page]),
      );
      // `docusaurus build` (not `start`, not `build --dev`): start now. A
      // failure is reported by postBuild; a build that stops before it has
      // nothing to report it to.
      if (socialCardsEnabled() && process.env.NODE_ENV === 'production') {
        rendering = renderAll();
        rendering.catch(() => {});
      }
    },
    async postBuild({outDir}) {
      if (!socialCardsEnabled()) return;
      const waited = Date.now();
      pagesBuilt();
      const {jobs, ...done} = await (rendering ?? renderAll());
      const waitedMs = Date.now() - waited;
      // Each folder made once, then the cards copied several at a time: one
      // by one, with a folder made for each, the copies took 110-200 ms of
      // the build's main thread per locale (2026-12-01).
      const copies = jobs.flatMap((job) =>
        job.files.map((image) => ({
          from: job.cacheFile,
          to: path.join(outDir, image),
        })),
      );
      for (const dir of new Set(copies.map(({to}) => path.dirname(to))))
        await fs.mkdir(dir, {recursive: true});
      await pMap(copies, ({from, to}) => fs.copyFile(from, to), {
        concurrency: 8,
      });
      logger.info(
        `Social cards for ${context.i18n.currentLocale}: ${done.pages} pages, ${done.rendered} rendered, ${done.cached} from the cache, in ${Date.now() - done.started} ms (${waitedMs} ms after the pages were built)`,
      );
    },
  };
}
