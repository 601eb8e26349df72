/** The parts of a generated route registry line (string literals as written). */
export interface RegistryEntry {
  /** The line up to the end of the import() call. */
  head: string;
  chunkName: string;
  /** The request of the import(). */
  request: string;
  /** The request reported to react-loadable (second field). */
  reported: string;
  /** From `require.resolveWeak(` to the end of the line. */
  tail: string;
  weakRequest: string;
}
export function parseRegistryEntry(line: string): RegistryEntry | undefined;
/** The browser chunk of a route module (plain strings). */
export function browserChunkName(chunkName: string, request: string): string;
/** The browser chunk the docs shell's route modules share. */
export const DOCS_SHELL_CHUNK: string;
