/**
 * plugins/framework-patches/link-intent: the browser's Link adds no listener
 * and no observer of its own to a link, and the build stops when the places
 * it rewrites change.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {
  LISTENERS,
  OBSERVER,
  withoutLinkListeners,
} from '../../plugins/framework-patches/link-intent/loader.cjs';

const require_ = createRequire(path.join(__dirname, '../../package.json'));
const LINK = fs.readFileSync(
  require_.resolve('@docusaurus/core/lib/client/exports/Link.js'),
  'utf8',
);

describe('link-intent', () => {
  it("takes Link's intent listeners and visibility observer out, and nothing else", () => {
    const patched = withoutLinkListeners(LINK);
    expect(patched).not.toMatch(/onMouseEnter|onTouchStart/);
    expect(patched).not.toContain(OBSERVER);
    expect(patched).toContain('if (false) {');
    // The link itself is the same: its ref, its target, its other props.
    expect(patched).toMatch(
      /<LinkComponent \{\.\.\.props\}\s+innerRef=\{handleRef\} to=\{targetLink\}/,
    );
    expect(patched.length).toBe(
      LINK.length - LISTENERS.length - OBSERVER.length + 'if (false) {'.length,
    );
  });

  it('stops the build when a place it rewrites is missing or repeated', () => {
    expect(() => withoutLinkListeners(LINK.replace(LISTENERS, ''))).toThrow(
      /no longer has one "onMouseEnter/,
    );
    expect(() => withoutLinkListeners(LINK + OBSERVER)).toThrow(
      /no longer has one "if \(IOSupported/,
    );
  });
});
