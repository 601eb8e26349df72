import fs from 'node:fs';
import path from 'node:path';

/**
 * Asks whether a file exists under another letter case (on a case-insensitive
 * disk, writing it would meet the other file), reading each folder once:
 * postBuild asks for every redirect page, about 270 per locale, many in the
 * same folders of 100-300 pages, and read each folder twice per page (130 ms
 * of the main thread per locale, 2026-12-01). Files written since a folder
 * was read are told with `added`.
 */
export function caseTwins() {
  /** Each folder's names, and the same in lower case. */
  const folders = new Map<string, {names: Set<string>; lower: Set<string>}>();
  const folder = (dir: string) => {
    let entry = folders.get(dir);
    if (!entry) {
      const names = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
      entry = {
        names,
        lower: new Set([...names].map((name) => name.toLowerCase())),
      };
      folders.set(dir, entry);
    }
    return entry;
  };
  return {
    /** True when `file` is not there but a name differing in case only is. */
    exists(file: string): boolean {
      const {names, lower} = folder(path.dirname(file));
      const name = path.basename(file);
      return !names.has(name) && lower.has(name.toLowerCase());
    },
    /** Tells of a file written since its folder was read. */
    added(file: string): void {
      const {names, lower} = folder(path.dirname(file));
      const name = path.basename(file);
      names.add(name);
      lower.add(name.toLowerCase());
    },
  };
}
