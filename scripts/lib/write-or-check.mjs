// Shared by the sync scripts: write the generated JSON, or with --check
// compare it with the committed file and fail on the first difference, so a
// maintainer (or a test) can prove a data file is what its tag generates.
import fs from 'node:fs';
import path from 'node:path';

/**
 * First differing line of two texts, for the message.
 * @param {string} a
 * @param {string} b
 */
export function firstDifference(a, b) {
  const la = a.split('\n');
  const lb = b.split('\n');
  for (let i = 0; i < Math.max(la.length, lb.length); i++)
    if (la[i] !== lb[i])
      return {
        line: i + 1,
        expected: la[i] ?? '(end)',
        actual: lb[i] ?? '(end)',
      };
  return null;
}

/**
 * Writes `data` as JSON to `file`, or, when `check` is set, compares it with
 * the file and returns false (after printing where they differ) when it is
 * missing or different.
 * @param {string} file
 * @param {unknown} data
 * @param {boolean} check
 * @param {string} script name for messages
 * @returns {boolean}
 */
export function writeOrCheck(file, data, check, script) {
  const text = `${JSON.stringify(data, null, 2)}\n`;
  if (!check) {
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, text);
    return true;
  }
  if (!fs.existsSync(file)) {
    console.error(`${script} --check: ${file} does not exist`);
    return false;
  }
  const diff = firstDifference(fs.readFileSync(file, 'utf8'), text);
  if (!diff) {
    console.log(`${script} --check: ${file} is up to date`);
    return true;
  }
  console.error(
    `${script} --check: ${file} differs from the source at line ${diff.line}\n` +
      `  committed: ${diff.expected.trim()}\n  generated: ${diff.actual.trim()}`,
  );
  return false;
}
