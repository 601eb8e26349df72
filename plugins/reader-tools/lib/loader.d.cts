/** Library modules replaced in the twins' conversion: name → our file. */
export const LIBRARY_ALIASES: Readonly<Record<string, string>>;
/** A jiti loader for `filename` (options are jiti's) with the aliases. */
export function markdownLoader(
  filename: string,
  options?: Record<string, unknown>,
): (id: string) => unknown;
