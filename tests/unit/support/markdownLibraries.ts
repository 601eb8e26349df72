import {
  markdownLibrariesOf,
  type MarkdownLibraries,
} from '../../../plugins/reader-tools/lib/markdown';

/** Loads a module synchronously (a jiti loader). */
export type Load = (id: string) => any; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The twins' libraries as the tests load them: with jiti, synchronously,
 * through whichever loader the test gives (the twins' own, or a plain one),
 * put together as the build does.
 */
export function markdownLibraries(load: Load): MarkdownLibraries {
  return markdownLibrariesOf({
    parse5: load('parse5'),
    fromParse5: load('hast-util-from-parse5'),
    toMdast: load('hast-util-to-mdast'),
    toMarkdown: load('mdast-util-to-markdown'),
    gfm: load('mdast-util-gfm'),
  });
}
