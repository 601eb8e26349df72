/**
 * src/lib/staticMarkdown: which table contents src/components/ScrollTable
 * may keep as the server rendered them (src/components/StaticIsland).
 */
import React, {useState} from 'react';
import {isStaticMarkdown} from '@site/src/lib/staticMarkdown';

/** Stands in for the map's link component (the theme's renders a Link). */
function MdxLink(props: {href: string; children: React.ReactNode}) {
  return <span data-href={props.href}>{props.children}</span>;
}
function Counter() {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}>{n}</button>;
}
const allowed = new Set<unknown>([MdxLink]);

const rows = (cell: React.ReactNode) => (
  <>
    <thead>
      <tr>
        <th>Key</th>
      </tr>
    </thead>
    <tbody>
      <tr>
        <td>
          text <strong>bold</strong> {cell}
        </td>
      </tr>
    </tbody>
  </>
);

describe('isStaticMarkdown', () => {
  it('accepts HTML elements, text and the allowed Markdown components, at any depth', () => {
    expect(
      isStaticMarkdown(
        rows(<MdxLink href="/guide">a link</MdxLink>).props.children,
        allowed,
      ),
    ).toBe(true);
    expect(isStaticMarkdown('just text', allowed)).toBe(true);
    expect(isStaticMarkdown(null, allowed)).toBe(true);
  });

  it('refuses a component written into a cell, however deep', () => {
    expect(isStaticMarkdown(rows(<Counter />).props.children, allowed)).toBe(
      false,
    );
    expect(
      isStaticMarkdown(
        rows(
          <MdxLink href="/guide">
            <em>
              <Counter />
            </em>
          </MdxLink>,
        ).props.children,
        allowed,
      ),
    ).toBe(false);
  });
});
