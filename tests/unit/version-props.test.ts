/**
 * plugins/version-props: every doc page's version props keep only the ids
 * of the docs, whose entries nothing on the site reads.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {toVersionMetadataProp} from '@docusaurus/plugin-content-docs/lib/props.js';
import {VERSION_PROPS} from '../../plugins/version-props';

/** The loader module's own export (a CommonJS file, as Rspack loads it). */
interface Loader {
  trimVersionProps: (source: string) => string;
}
const {trimVersionProps} = createRequire(__filename)(
  '../../plugins/version-props/loader.cjs',
) as Loader;

const ROOT = path.resolve(__dirname, '../..');

/** Every file under `dir` (none when it does not exist) whose name passes. */
function filesUnder(dir: string, name: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && name.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** What the docs plugin passes a version's pages, for two docs. */
function versionProps() {
  const doc = (id: string) => ({
    id,
    title: `Title of ${id}`,
    description: `What ${id} is about.`,
    sidebar: 'guide',
    permalink: `/${id}`,
    unlisted: false,
    frontMatter: {},
  });
  const version = {
    versionName: 'current',
    label: 'v1',
    banner: null,
    badge: false,
    noIndex: false,
    className: 'docs-version-current',
    isLast: true,
    sidebars: {guide: [{type: 'doc', id: 'a', label: 'A'}]},
    docs: [doc('a'), doc('b')],
  };
  return {
    version: toVersionMetadataProp(
      'default',
      version as unknown as Parameters<typeof toVersionMetadataProp>[1],
    ),
  };
}

describe('version props', () => {
  test('the loader applies to the docs plugin’s props files only', () => {
    const generated = path.join(ROOT, '.docusaurus');
    expect(
      VERSION_PROPS.test(
        `${generated}/docusaurus-plugin-content-docs/default/p/index-466.json`,
      ),
    ).toBe(true);
    expect(
      VERSION_PROPS.test(
        `${generated}/docusaurus-plugin-content-docs/default/site-docs-a-md-0e3.json`,
      ),
    ).toBe(false);
    expect(VERSION_PROPS.test(`${ROOT}/data/drivers.json`)).toBe(false);
  });

  test('each doc is kept as an empty entry under its id; the rest is unchanged', () => {
    const props = versionProps();
    expect(props.version.docs.a?.description).toBe('What a is about.');
    const trimmed = JSON.parse(trimVersionProps(JSON.stringify(props)));
    const {docs, ...rest} = props.version;
    expect(trimmed.version.docs).toEqual({a: {}, b: {}});
    expect({...trimmed.version, docs}).toEqual({...rest, docs});
  });

  test('any other JSON, or text that is not JSON, is left as it is', () => {
    for (const source of [
      '{"docs":{"a":{"description":"kept"}}}',
      '{"version":{"docs":{"a":{"description":"kept"}}}}',
      '[1,2]',
      'null',
      'not json',
    ])
      expect(trimVersionProps(source)).toBe(source);
  });

  test('the classic theme reads doc descriptions from the version only in DocCard', () => {
    // useDocById is how a component reads a doc of the version's props.
    const theme = path.dirname(
      require.resolve('@docusaurus/theme-classic/lib/theme/DocCard/index.js'),
    );
    const lib = path.resolve(theme, '../..');
    const readers = filesUnder(lib, /\.js$/)
      .filter((file) => fs.readFileSync(file, 'utf8').includes('useDocById'))
      .map((file) => path.relative(lib, file));
    expect(readers).toEqual(['theme/DocCard/index.js']);
  });

  test("only useDocById reads the docs of a version's props", () => {
    // A file that takes the version's props and indexes its docs.
    const readers = [
      'node_modules/@docusaurus/plugin-content-docs/lib/client',
      'node_modules/@docusaurus/theme-classic/lib',
      'node_modules/@docusaurus/theme-common/lib',
      'src',
      'plugins',
    ]
      .flatMap((dir) =>
        filesUnder(path.join(ROOT, dir), /^(?!.*\.d\.ts$).*\.(c?js|tsx?)$/),
      )
      .filter((file) => {
        const code = fs.readFileSync(file, 'utf8');
        return /useDocsVersion\(\)/.test(code) && /\.docs\[/.test(code);
      })
      .map((file) => path.relative(ROOT, file));
    expect(readers).toEqual([
      'node_modules/@docusaurus/plugin-content-docs/lib/client/docsUtils.js',
    ]);
  });

  test('no page shows doc cards, which would be left without descriptions', () => {
    const uses = ['docs', 'versioned_docs', 'versioned_sidebars', 'i18n', 'src']
      .flatMap((dir) =>
        // Pages, components, and category files (a generated index).
        filesUnder(
          path.join(ROOT, dir),
          /\.(mdx?|tsx?)$|^_category_\.(json|ya?ml)$/,
        ),
      )
      .filter((file) =>
        /DocCardList|DocCard\b|generated-index/.test(
          fs.readFileSync(file, 'utf8'),
        ),
      )
      .map((file) => path.relative(ROOT, file));
    for (const file of ['sidebars.ts']) {
      if (
        /generated-index/.test(fs.readFileSync(path.join(ROOT, file), 'utf8'))
      )
        uses.push(file);
    }
    expect(uses).toEqual([]);
  });
});
