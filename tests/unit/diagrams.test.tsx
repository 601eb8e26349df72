import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {
  MountTree,
  SequenceDiagram,
  treeOf,
} from '../../src/components/Diagrams';
import {
  layoutSteps,
  textWidth,
} from '../../src/components/Diagrams/SequenceDiagram';

const ROOT = path.join(__dirname, '..', '..');
const ZH = 'i18n/zh-CN/docusaurus-plugin-content-docs/current';

/** The accessible name and description an SVG's aria-labelledby points at. */
function labelled(html: string): string[] {
  const ids = /aria-labelledby="([^"]+)"/.exec(html)![1]!.split(' ');
  return ids.map((id) => {
    const match = new RegExp(`id="${id}">([^<]*)<`).exec(html);
    expect(match).not.toBeNull();
    return match![1]!;
  });
}

describe('sequence diagrams', () => {
  const html = renderToStaticMarkup(
    <SequenceDiagram
      title="A download"
      participants={['Browser', 'OpenList', 'Storage\nservice']}
      highlight={1}
      steps={[
        {from: 0, to: 1, text: 'GET /d/path'},
        {from: 2, to: 0, text: 'the file', kind: 'data'},
        {note: 'a note', over: [0, 2]},
      ]}
      legend={{request: 'requests', data: 'the file'}}
    />,
  );

  it('is an image named by its title and described by its steps, in order', () => {
    expect(html).toMatch(/<svg[^>]* role="img"/);
    const [name, description] = labelled(html);
    expect(name).toBe('A download');
    expect(description).toBe(
      'Browser → OpenList: GET /d/path. Storage service → Browser: the file. a note',
    );
  });

  it('draws every participant, message and line of a multi-line label', () => {
    for (const word of [
      'Browser',
      'OpenList',
      'Storage',
      'service',
      'GET /d/path',
      'a note',
    ])
      expect(html).toContain(`>${word}<`);
    expect(html.match(/<line[^>]*marker-end/g)).toHaveLength(2);
  });

  it('uses only theme colours, so it works in light and dark mode', () => {
    expect(html).not.toMatch(/#[0-9a-f]{3,8}\b|rgb\(|hsl\(/i);
    expect(html).not.toMatch(/\b(fill|stroke)="(?!none)[^"u]/);
    const css = fs.readFileSync(
      path.join(ROOT, 'src/components/Diagrams/styles.module.css'),
      'utf8',
    );
    expect(css).not.toMatch(/#[0-9a-f]{3,8}\b|rgb\(|hsl\(/i);
  });

  it('stacks steps from top to bottom and gives notes room for every line', () => {
    const {at, end} = layoutSteps([
      {from: 0, to: 1, text: 'one'},
      {from: 0, to: 1, text: 'two\nlines'},
      {note: 'a\nb\nc', over: [0, 1]},
    ]);
    // The second label has two lines: its arrow is lower by one more line.
    expect(at[1]! - at[0]!).toBeGreaterThan(34);
    expect(at[2]!).toBeGreaterThan(at[1]!);
    expect(end - at[2]!).toBeGreaterThanOrEqual(3 * 13 + 10);
    expect(textWidth('离线下载')).toBeGreaterThan(textWidth('abcd'));
  });
});

describe('the mount path tree', () => {
  it('adds the virtual folders that lead to mount paths, in tree order', () => {
    expect(treeOf(['/s3', '/cloud/onedrive', '/cloud/115', '/local'])).toEqual([
      {path: '/cloud', name: 'cloud', depth: 1, mounted: false},
      {path: '/cloud/115', name: '115', depth: 2, mounted: true},
      {path: '/cloud/onedrive', name: 'onedrive', depth: 2, mounted: true},
      {path: '/local', name: 'local', depth: 1, mounted: true},
      {path: '/s3', name: 's3', depth: 1, mounted: true},
    ]);
  });

  it('keeps what is inside a folder right after it, whatever the characters and case', () => {
    expect(
      treeOf(['/a-b', '/a/b', '/A/c', '/b']).map(({path}) => path),
    ).toEqual(['/A', '/A/c', '/a', '/a/b', '/a-b', '/b']);
  });

  it('names and describes the picture: every storage, the virtual folders and the note', () => {
    const html = renderToStaticMarkup(
      <MountTree
        title="One tree"
        storagesLabel="Storages"
        treeLabel="What users see"
        virtualLabel="(virtual)"
        storages={[
          {driver: 'Local', mount: '/local'},
          {driver: 'OneDrive', mount: '/cloud/onedrive'},
        ]}
        highlight="/cloud"
        note={'Base path /cloud:\nonly this part.'}
      />,
    );
    const [name, description] = labelled(html);
    expect(name).toBe('One tree');
    expect(description).toBe(
      'Local: /local. OneDrive: /cloud/onedrive. /cloud (virtual). Base path /cloud: only this part.',
    );
    expect(html).not.toMatch(/rgb\(|hsl\(|="#[0-9a-f]/i);
  });
});

describe('pages with diagrams', () => {
  const pages = [
    'guide/drivers/common-options.mdx',
    'guide/advanced/offline-download.md',
    'guide/installation/reverse-proxy.mdx',
    'guide/basic-use.md',
  ];

  it.each(pages)(
    '%s has the same diagrams in English and Chinese, and can use them',
    (page) => {
      const count = (text: string) =>
        (text.match(/<(SequenceDiagram|MountTree)\b/g) ?? []).sort();
      const en = fs.readFileSync(path.join(ROOT, 'docs', page), 'utf8');
      const zh = fs.readFileSync(path.join(ROOT, ZH, page), 'utf8');
      expect(count(en).length).toBeGreaterThan(0);
      expect(count(zh)).toEqual(count(en));
      for (const text of [en, zh]) {
        // A .md page is CommonMark unless it asks for MDX.
        if (page.endsWith('.md'))
          expect(text).toMatch(/^mdx:\n {2}format: mdx$/m);
        expect(text).toContain("from '@site/src/components/Diagrams'");
      }
    },
  );
});
