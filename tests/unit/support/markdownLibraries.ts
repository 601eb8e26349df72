import {
  fragmentParser,
  type MarkdownLibraries,
} from '../../../plugins/reader-tools/lib/markdown';

/** Loads a module synchronously (a jiti loader). */
export type Load = (id: string) => any; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The twins' libraries as the tests load them: with jiti, synchronously,
 * through whichever loader the test gives (the twins' own, or a plain one).
 */
export function markdownLibraries(load: Load): MarkdownLibraries {
  return {
    fromHtml: fragmentParser(
      load('parse5').parseFragment,
      load('hast-util-from-parse5').fromParse5,
    ),
    toMdast: load('hast-util-to-mdast').toMdast,
    toMarkdown: load('mdast-util-to-markdown').toMarkdown,
    gfmToMarkdown: load('mdast-util-gfm').gfmToMarkdown,
  };
}
