/** Exports standing for a module loaded on first use but for the keys of `own`. */
export function lazyExports(
  load: () => object,
  own?: Record<string, unknown>,
): object;

/** The requests the build answers with a stand-in, in every thread. */
export const STAND_INS: {
  /** Matches the file of the module that makes the request. */
  parent: RegExp;
  request: string;
  standIn: (load: () => object, file: string) => object;
}[];
