/**
 * plugins/preact: React's API answered by Preact in both bundles. These
 * tests fail when an upgrade of Docusaurus, the site or Preact asks for
 * something the stand-in does not answer.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {createElement} from 'react';
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {aliases, esModuleOf} from '../../plugins/preact';
import {useSyncExternalStore} from '../../plugins/preact/react';

const ROOT = path.join(__dirname, '../..');

/** The client and server code the bundles compile: Docusaurus's and ours. */
const SOURCES = [
  'node_modules/@docusaurus/core/lib/client',
  'node_modules/@docusaurus/theme-classic/lib',
  'node_modules/@docusaurus/theme-common/lib',
  'node_modules/@docusaurus/plugin-content-docs/lib/client',
  'node_modules/@docusaurus/plugin-content-blog/lib/client',
  'node_modules/@docusaurus/theme-search-algolia/lib/theme',
  'src',
  'plugins',
];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (/\.(m?js|tsx?)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name))
      yield file;
  }
}

/** Every name the code takes from a module: named imports and `React.x`. */
function namesUsed(module: 'react' | 'react-dom'): Map<string, string> {
  const used = new Map<string, string>();
  const quoted = module.replace('-', '\\-');
  const imports = new RegExp(
    `import\\s+(?:type\\s+)?(?:\\w+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`,
    'g',
  );
  const member =
    module === 'react'
      ? /\bReact\.([a-zA-Z_]\w*)/g
      : /\bReactDOM\.([a-zA-Z_]\w*)/g;
  for (const base of SOURCES)
    for (const file of sourceFiles(path.join(ROOT, base))) {
      // TypeScript compiled first: only what is left are values.
      const text = fs.readFileSync(file, 'utf8');
      const code = /\.tsx?$/.test(file)
        ? ts.transpileModule(text, {
            compilerOptions: {
              jsx: ts.JsxEmit.ReactJSX,
              module: ts.ModuleKind.ESNext,
              target: ts.ScriptTarget.ES2022,
            },
            fileName: file,
          }).outputText
        : text;
      for (const [, list] of code.matchAll(imports))
        for (const part of list!.split(',')) {
          const spec = part.trim();
          if (!spec) continue;
          const name = spec.split(/\s+as\s+/)[0]!.trim();
          used.set(name, path.relative(ROOT, file));
        }
      for (const [, name] of code.matchAll(member))
        used.set(name!, path.relative(ROOT, file));
    }
  return used;
}

describe('plugins/preact', () => {
  it('answers each React request with an ES module of Preact, the most specific first', () => {
    const list = aliases();
    for (const [request, file] of list) {
      expect(fs.existsSync(file)).toBe(true);
      expect(`${request} → ${path.extname(file)}`).toMatch(/\.(mjs|ts)$/);
    }
    // A request takes the first entry that is itself or a folder of it: no
    // entry may come after a folder of its own.
    list.forEach(([request], index) => {
      for (const [earlier] of list.slice(0, index))
        expect(request.startsWith(`${earlier}/`)).toBe(false);
    });
    const requests = list.map(([request]) => request);
    for (const needed of [
      'react',
      'react-dom',
      'react-dom/client',
      'react-dom/server',
      'react/jsx-runtime',
    ])
      expect(requests).toContain(needed);
  });

  it('stops the build when Preact no longer exports a module it relies on', () => {
    expect(() => esModuleOf('preact', './no-such-entry')).toThrow(
      /exports no ES module at \.\/no-such-entry/,
    );
  });

  it('has every React name that Docusaurus and the site use', () => {
    const missing = [...namesUsed('react')]
      .filter(
        ([name]) => (react as Record<string, unknown>)[name] === undefined,
      )
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
    const missingDom = [...namesUsed('react-dom')]
      .filter(
        ([name]) =>
          (reactDom as Record<string, unknown>)[name] === undefined &&
          (reactDomClient as Record<string, unknown>)[name] === undefined,
      )
      .map(([name, file]) => `${name} (${file})`);
    expect(missingDom).toEqual([]);
    // The scan finds what it should: names every Docusaurus page uses.
    expect(namesUsed('react').has('useContext')).toBe(true);
    expect(namesUsed('react-dom').has('hydrateRoot')).toBe(true);
  });

  it('on the server, reads a store through its server snapshot only', () => {
    const getSnapshot = jest.fn(() => 'browser');
    function Shows() {
      return createElement(
        'p',
        null,
        useSyncExternalStore(
          () => () => {},
          getSnapshot,
          () => 'server',
        ),
      );
    }
    expect(renderToString(createElement(Shows))).toBe('<p>server</p>');
    expect(getSnapshot).not.toHaveBeenCalled();
    // Without a server snapshot, the store's own.
    function Plain() {
      return createElement(
        'p',
        null,
        useSyncExternalStore(
          () => () => {},
          () => 'only',
        ),
      );
    }
    expect(renderToString(createElement(Plain))).toBe('<p>only</p>');
  });

  it('renders inert="" as the inert element React 18 writes', () => {
    expect(createElement('div', {inert: ''}).props).toEqual({inert: true});
    // Components receive what they were given.
    const Panel = () => null;
    expect(createElement(Panel, {inert: ''}).props).toEqual({inert: ''});
  });
});
