import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {articleHtml, ENCRYPTED_FORM, META_DESCRIPTION} from './markdown';

// A page's Markdown twin depends on a few parts of its HTML only (see
// pageParts in ./markdown.ts): whether it is password-protected, its
// <article> and its meta description, and on the page's address and locale.
// A rebuild that leaves those the same (the usual case: a change to one page,
// to styles or to scripts changes every page's script tags, not their
// articles) reuses the twin converted before instead of converting again.

/** What a twin is made from, besides the converter. */
export interface TwinInput {
  html: string;
  pageUrl: string;
  locale: string;
}

/** The parts of a page's HTML that its twin is made from. */
function twinSource(html: string): string[] {
  return [
    String(ENCRYPTED_FORM.test(html)),
    META_DESCRIPTION.exec(html)?.[0] ?? '',
    articleHtml(html) ?? '',
  ];
}

/** The cache key of a page's twin, for a converter whose code hashes to `converter`. */
export function twinKey(converter: string, input: TwinInput): string {
  const hash = crypto.createHash('sha256').update(converter);
  for (const part of [input.pageUrl, input.locale, ...twinSource(input.html)])
    hash.update(`\u0000${part}`);
  return hash.digest('hex').slice(0, 32);
}

/** A hash of the files that make the converter (its code, its dependencies' versions). */
export async function converterHash(files: string[]): Promise<string> {
  const hash = crypto.createHash('sha256');
  for (const file of files) hash.update(await fs.readFile(file));
  return hash.digest('hex');
}

/** No twin (a password-protected page, or one without content). */
const NONE = '\u0000none';

/**
 * The twins of earlier builds, in `dir` (under node_modules/.cache): a hit is
 * the Markdown, or null for a page that has no twin; a miss is undefined.
 */
export function twinCache(dir: string) {
  const file = (key: string) => path.join(dir, `${key}.md`);
  return {
    async get(key: string): Promise<string | null | undefined> {
      const text = await fs.readFile(file(key), 'utf8').catch(() => undefined);
      return text === NONE ? null : text;
    },
    async set(key: string, markdown: string | null): Promise<void> {
      await fs.mkdir(dir, {recursive: true});
      await fs.writeFile(file(key), markdown ?? NONE);
    },
  };
}
