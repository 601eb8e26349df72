/**
 * Front matter gate, end to end: building a one-page fixture site whose page
 * says `top: "high"` (tests/fixtures/bad-front-matter) must stop with the
 * file and the field named, through the same parseFrontMatter wiring as the
 * site's docusaurus.config.ts.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const FIXTURE = path.join(ROOT, 'tests/fixtures/bad-front-matter');

test('a wrong front matter type stops the build, naming file and field', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bad-front-matter-'));
  try {
    const result = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
        'build',
        FIXTURE,
        '--out-dir',
        outDir,
        '--no-minify',
      ],
      {cwd: ROOT, encoding: 'utf8', env: {...process.env, NO_COLOR: '1'}},
    );
    const output = `${result.stderr}\n${result.stdout}`;
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('docs/index.md');
    expect(result.stderr).toMatch(/"top" must be a number, got "high"/);
    expect(output).not.toContain('Generated static files');
  } finally {
    fs.rmSync(outDir, {recursive: true, force: true});
  }
}, 180_000);
