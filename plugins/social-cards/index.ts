import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {OPENLIST_VERSION} from '../../src/lib/version';
import {
  publicPages,
  type AllContent,
  type PublicPage,
} from '../reader-tools/lib/pages';
import {runInWorkers} from '../reader-tools/lib/workerPool';
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
 * Files whose change can change every card: the layout, the renderer, its
 * worker, and the locked versions of the libraries (satori, resvg, fonts).
 */
const TEMPLATE_FILES = [
  'lib/card.ts',
  'lib/render.ts',
  'worker.cjs',
  '../../package-lock.json',
];

/**
 * Social cards (see plugins/README.md): after each locale is built, renders
 * the Open Graph image of every doc and post — the one its front matter
 * `image` names, which the front matter hook sets to `/og/<source>.png`
 * unless the page gives an `ogImage` — and the locale's default card. Cards
 * are cached in node_modules/.cache by their text, so a rebuild renders only
 * what changed.
 */
export default function socialCardsPlugin(
  context: LoadContext,
  options: SocialCardsOptions,
): Plugin {
  let items: Item[] = [];
  let pages = new Map<string, PublicPage>();
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
    },
    async postBuild({outDir}) {
      if (!socialCardsEnabled()) return;
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
          kicker: page
            ? [page.section, page.category ?? ''].filter(Boolean)
            : [],
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

      // Identical cards (the same title in the same place) render once.
      const byKey = new Map<string, Job>();
      for (const [image, text] of texts) {
        const key = crypto
          .createHash('sha256')
          .update(templateHash)
          .update(JSON.stringify(text))
          .digest('hex')
          .slice(0, 32);
        const file = path.join(outDir, image);
        const job = byKey.get(key);
        if (job) job.files.push(file);
        else
          byKey.set(key, {
            text,
            files: [file],
            cacheFile: path.join(cacheDir, `${key}.png`),
          });
      }
      const toRender: Job[] = [];
      let cached = 0;
      for (const job of byKey.values()) {
        const hit = await fs.readFile(job.cacheFile).catch(() => null);
        if (!hit) {
          toRender.push({...job, files: [...job.files, job.cacheFile]});
          continue;
        }
        cached += 1;
        for (const file of job.files) {
          await fs.mkdir(path.dirname(file), {recursive: true});
          await fs.writeFile(file, hit);
        }
      }
      await runInWorkers(path.join(__dirname, 'worker.cjs'), toRender, {
        workerData: {logoFile: options.logoFile},
        describe: (job) => `Social card ${job.files[0]}`,
      });
      logger.info(
        `Social cards for ${locale}: ${texts.size} pages, ${toRender.length} rendered, ${cached} from the cache, in ${Date.now() - started} ms`,
      );
    },
  };
}
