import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {
  isLayoutName,
  LAYOUTS,
  layoutShowsSidebar,
  resolveLayout,
} from '../../plugins/layouts/lib/layout';

/**
 * Front matter of docs, posts and Markdown pages. Fields the site
 * gives a meaning to are type-checked when a file is parsed, so a wrong type
 * stops the build with the file and field named; then they are translated into
 * the fields Docusaurus itself understands.
 */

export class FrontMatterError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    expected: string,
    value: unknown,
  ) {
    super(
      `Invalid front matter in ${file}: "${field}" must be ${expected}, got ${JSON.stringify(value)}`,
    );
    this.name = 'FrontMatterError';
  }
}

type Check = (value: unknown) => boolean;

const isString: Check = (v) => typeof v === 'string';
const isBoolean: Check = (v) => typeof v === 'boolean';
const isNumber: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const isDateLike: Check = (v) =>
  v instanceof Date || (typeof v === 'string' && !Number.isNaN(Date.parse(v)));
const isHeadingLevel = (v: unknown) =>
  Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 6;

/** field → [check, what the message says was expected] */
const RULES: Record<string, [Check, string]> = {
  title: [isString, 'a string'],
  titleTemplate: [isString, 'a string'],
  description: [isString, 'a string'],
  excerpt: [isString, 'a string'],
  cover: [isString, 'a string (image path or URL)'],
  ogImage: [isString, 'a string (image path or URL)'],
  url: [isString, 'a string'],
  lang: [isString, 'a string'],
  type: [isString, 'a string'],
  date: [isDateLike, 'a date'],
  updated: [isDateLike, 'a date'],
  top: [isNumber, 'a number'],
  draft: [isBoolean, 'true or false'],
  comment: [isBoolean, 'true or false'],
  sidebar: [isBoolean, 'true or false'],
  hide: [
    (v) => isBoolean(v) || v === 'index' || v === 'all',
    'true, false, "index" or "all"',
  ],
  layout: [
    (v) => v === false || isLayoutName(v),
    `false or one of ${LAYOUTS.join(', ')}`,
  ],
  categories: [
    (v) =>
      isString(v) || (Array.isArray(v) && v.length > 0 && v.every(isString)),
    'a string or a non-empty list of strings',
  ],
  outline: [
    (v) =>
      v === false ||
      v === 'deep' ||
      isHeadingLevel(v) ||
      (Array.isArray(v) &&
        v.length === 2 &&
        v.every(isHeadingLevel) &&
        (v[0] as number) <= (v[1] as number)),
    'false, "deep", a heading level 1-6 or a [min, max] pair of levels',
  ],
  git_log: [
    (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
    'an object',
  ],
  password: [(v) => isString(v) && v !== '', 'a non-empty string'],
};

export function validateFrontMatter(
  frontMatter: Record<string, unknown>,
  file: string,
): void {
  for (const [field, [check, expected]] of Object.entries(RULES)) {
    if (field in frontMatter && !check(frontMatter[field])) {
      throw new FrontMatterError(file, field, expected, frontMatter[field]);
    }
  }
}

/** Heading levels an `outline` value selects, or null for "no outline". */
export function outlineLevels(
  outline: unknown,
): {min: number; max: number} | null {
  if (outline === false) return null;
  if (outline === 'deep') return {min: 2, max: 6};
  if (typeof outline === 'number') return {min: outline, max: outline};
  if (Array.isArray(outline)) return {min: outline[0], max: outline[1]};
  return {min: 2, max: 4};
}

/**
 * Meta description of a password-protected page that has none of its own:
 * Docusaurus would otherwise take the first paragraph of the (secret) body.
 */
export const PROTECTED_DESCRIPTION: Record<string, string> = {
  en: 'This page is protected by a password.',
  'zh-CN': '此页面受密码保护。',
};

export interface NormalizeOptions {
  /** The file's `password` will be used to encrypt it (site `encrypt`). */
  encrypted?: boolean;
  /** Locale being built, for the protected page's description. */
  locale?: string;
  /** The generated social card of the file, used unless it names one. */
  card?: string;
}

/**
 * Validates, then adds the Docusaurus equivalents of our fields:
 * `sidebar: false` or a layout without sidebar → `displayed_sidebar: null`;
 * `outline` → `hide_table_of_contents` / `toc_min_heading_level` / `toc_max_heading_level`.
 * Fields set explicitly in the file are never overridden.
 * `password` is removed (front matter is published in the page's data and
 * JS); when the file is encrypted and has no description, it gets the neutral
 * PROTECTED_DESCRIPTION. The social image (Docusaurus's `image`) is
 * `ogImage`, else the generated `card`.
 */
export function normalizeFrontMatter(
  frontMatter: Record<string, unknown>,
  file: string,
  {encrypted = false, locale = 'en', card}: NormalizeOptions = {},
): Record<string, unknown> {
  validateFrontMatter(frontMatter, file);
  const {password, ...result} = frontMatter;
  if (password !== undefined && encrypted && !('description' in result)) {
    result.description =
      PROTECTED_DESCRIPTION[locale] ?? PROTECTED_DESCRIPTION.en;
  }
  const image = frontMatter.ogImage ?? card;
  if (image !== undefined && !('image' in result)) result.image = image;
  const layout = resolveLayout({frontMatter: frontMatter.layout});
  if (
    (frontMatter.sidebar === false || !layoutShowsSidebar(layout)) &&
    !('displayed_sidebar' in result)
  ) {
    result.displayed_sidebar = null;
  }
  if ('outline' in frontMatter) {
    const levels = outlineLevels(frontMatter.outline);
    if (levels === null) result.hide_table_of_contents ??= true;
    else {
      result.toc_min_heading_level ??= Math.max(2, levels.min);
      result.toc_max_heading_level ??= Math.max(2, levels.max);
    }
  }
  return result;
}

/**
 * The `markdown.parseFrontMatter` hook of a site in `siteDir`: Docusaurus's
 * parser, then normalizeFrontMatter with the file named relative to the site.
 * The site and the bad-front-matter test fixture use this same hook.
 */
export function createParseFrontMatter(
  siteDir: string,
  optionsFor: (filePath: string) => NormalizeOptions = () => ({}),
): ParseFrontMatter {
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    return {
      ...result,
      frontMatter: normalizeFrontMatter(
        result.frontMatter,
        path.relative(siteDir, params.filePath),
        optionsFor(params.filePath),
      ),
    };
  };
}
