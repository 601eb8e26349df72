/**
 * The tslib helpers that @docusaurus/utils-common's compiled index requires,
 * for the bundles only (see ./index.ts). Behaves as tslib's helper: a module
 * compiled from ES modules (`__esModule`) is returned as it is, anything else
 * becomes the default export of a namespace-like object.
 */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule
    ? mod
    : {default: mod};
}
