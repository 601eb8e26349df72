/**
 * Memory settings for the process that renders the cards (../process.cjs).
 *
 * A card takes about 10 MB in blocks of about 3 MB: resvg's canvases, which
 * it allocates with mimalloc, and the Buffer of pixels Node copies them
 * into, which it allocates with glibc's malloc. By default both allocators
 * give such blocks back to the system when they are freed. So each card
 * touched its memory afresh: about 2,400 page faults per card. On the
 * 2-core virtual machine of `npm run bench`, a fault cost about 13 µs
 * (2026-11-29), so the faults took half of a card's processor time.
 *
 * - `MIMALLOC_ALLOW_LARGE_OS_PAGES`: mimalloc takes its memory in 2 MiB
 *   pages, as transparent huge pages where the system allows them. One fault
 *   then maps 512 small pages.
 * - `GLIBC_TUNABLES`: malloc serves blocks up to 32 MiB (the most glibc
 *   allows) from its heap, not from a mapping of their own. It keeps up to
 *   256 MiB of freed heap before giving any back.
 *
 * Rendering 100 cards in one process: 2,450 → 370 faults and 52 → 28 ms of
 * processor time per card. Neither setting alone did much: 550 faults and
 * 42 ms with mimalloc's alone; with malloc's alone, about 2,300 faults and
 * little change in time. In cold builds of one locale (173 cards), page faults
 * fell by about 260,000, and processor time by 3–6 s (ARCHITECTURE.md).
 *
 * The settings change where memory comes from, not what is drawn: the cards
 * are the same bytes. The process's peak memory rose by about 50 MB (to
 * about 850 MB over 100 cards). Neither setting affects the build's own
 * process.
 */

/** glibc's malloc settings for the cards, by tunable name. */
export const MALLOC_TUNABLES: Readonly<Record<string, string>> = {
  'glibc.malloc.mmap_threshold': String(32 * 1024 * 1024),
  'glibc.malloc.trim_threshold': String(256 * 1024 * 1024),
};

/**
 * The variables to give the cards' process, given this process's own.
 * Settings already in `env` win over ours: a maintainer's `GLIBC_TUNABLES`
 * keeps every tunable it names, and gains only the ones it does not name.
 */
export function cardProcessEnv(env: NodeJS.ProcessEnv = process.env): {
  MIMALLOC_ALLOW_LARGE_OS_PAGES: string;
  GLIBC_TUNABLES: string;
} {
  const given = (env.GLIBC_TUNABLES ?? '').split(':').filter(Boolean);
  const named = new Set(given.map((tunable) => tunable.split('=')[0]));
  const tunables = [
    ...given,
    ...Object.entries(MALLOC_TUNABLES)
      .filter(([name]) => !named.has(name))
      .map(([name, value]) => `${name}=${value}`),
  ];
  return {
    MIMALLOC_ALLOW_LARGE_OS_PAGES: env.MIMALLOC_ALLOW_LARGE_OS_PAGES ?? '1',
    GLIBC_TUNABLES: tunables.join(':'),
  };
}
