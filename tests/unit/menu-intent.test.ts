/**
 * @jest-environment jsdom
 *
 * src/lib/menuIntent.ts: which events show intent to open the phone menu.
 */
import {isMenuIntent, MENU_BUTTON_SELECTOR} from '../../src/lib/menuIntent';

beforeEach(() => {
  document.body.innerHTML = `
    <nav class="navbar">
      <button class="navbar__toggle clean-btn" type="button"><svg><path/></svg></button>
      <a class="navbar__brand" href="/">OpenList</a>
    </nav>`;
});

test('the menu button and anything inside it (its icon) show intent', () => {
  const button = document.querySelector(MENU_BUTTON_SELECTOR)!;
  expect(isMenuIntent(button)).toBe(true);
  expect(isMenuIntent(button.querySelector('path'))).toBe(true);
});

test('other elements, text nodes, the document and no target do not', () => {
  expect(isMenuIntent(document.querySelector('.navbar__brand'))).toBe(false);
  expect(isMenuIntent(document.querySelector('.navbar'))).toBe(false);
  expect(isMenuIntent(document.createTextNode('menu'))).toBe(false);
  expect(isMenuIntent(document)).toBe(false);
  expect(isMenuIntent(null)).toBe(false);
});
