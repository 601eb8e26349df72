import type {Locator, Page} from '@playwright/test';
import {test, expect, axe, gotoHydrated} from './fixtures';

/**
 * Image zoom (src/clientModules/imageZoom.ts): screenshots and diagrams in
 * docs and posts open full size in a modal dialog.
 */
const DIAGRAM_PAGE = '/guide/basic-use';
const IMAGE_PAGE = '/guide/advanced/alias-balance';
const FIXTURE = '/tests/zoom';

const dialog = (page: Page) => page.locator('dialog.ol-zoom');

async function position(page: Page, image: Locator) {
  const box = await image.boundingBox();
  const scroll = await page.evaluate(() => [scrollX, scrollY]);
  return {box, scroll};
}

test('a diagram opens by mouse and closes with Escape, nothing moves', async ({
  page,
}) => {
  await gotoHydrated(page, DIAGRAM_PAGE);
  const diagram = page
    .locator('.theme-doc-markdown svg[data-zoomable]')
    .first();
  await diagram.scrollIntoViewIfNeeded();
  const title = (await diagram.locator('title').first().textContent())!.trim();
  // The diagram keeps its role and name; it is described as zoomable.
  await expect(diagram).toHaveAttribute('role', 'img');
  await expect(diagram).toHaveAccessibleName(
    new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`),
  );
  await expect(diagram).toHaveAccessibleDescription(
    'Press Enter to view full size',
  );
  await expect(diagram).toHaveCSS('cursor', 'zoom-in');
  const before = await position(page, diagram);

  await diagram.click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toHaveAttribute('aria-label', title);
  // Larger than on the page.
  const zoomed = await dialog(page).locator('svg').boundingBox();
  expect(zoomed!.width).toBeGreaterThan(before.box!.width);
  expect(await position(page, diagram)).toEqual(before);

  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(diagram).toBeFocused();
  expect(await position(page, diagram)).toEqual(before);
});

test('an image opens from the keyboard and closes with a click', async ({
  page,
}) => {
  await gotoHydrated(page, IMAGE_PAGE);
  const image = page.locator('.theme-doc-markdown img[data-zoomable]').first();
  const alt = await image.getAttribute('alt');
  await image.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toHaveAttribute('aria-label', alt!);
  await dialog(page).click();
  await expect(dialog(page)).toBeHidden();
  await expect(image).toBeFocused();
  await page.keyboard.press(' ');
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
});

test('the open dialog has no accessibility findings', async ({page}) => {
  for (const path of [DIAGRAM_PAGE, `/zh-CN${IMAGE_PAGE}`]) {
    await gotoHydrated(page, path);
    await page.locator('[data-zoomable]').first().click();
    await expect(dialog(page)).toBeVisible();
    const results = await axe(page).include('dialog.ol-zoom').analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Escape');
  }
});

test('Chinese pages name the action in Chinese', async ({page}) => {
  await gotoHydrated(page, `/zh-CN${DIAGRAM_PAGE}`);
  await expect(
    page.locator('.theme-doc-markdown [data-zoomable]').first(),
  ).toHaveAccessibleDescription('按 Enter 键查看大图');
});

test('motion follows the reader preference', async ({page}) => {
  for (const [reducedMotion, animation] of [
    ['no-preference', 'ol-zoom-fade'],
    ['reduce', 'none'],
  ] as const) {
    await page.emulateMedia({reducedMotion});
    await gotoHydrated(page, DIAGRAM_PAGE);
    await page.locator('[data-zoomable]').first().click();
    await expect(dialog(page)).toHaveCSS('animation-name', animation);
    await page.keyboard.press('Escape');
  }
});

test('a small picture is not enlarged; a linked picture follows its link', async ({
  page,
}) => {
  await gotoHydrated(page, FIXTURE);
  const picture = page.getByRole('img', {name: 'A blue test picture'});
  await expect(picture).toHaveAttribute('data-zoomable');
  await picture.click();
  const natural = await picture.evaluate(
    (img) => (img as HTMLImageElement).naturalWidth,
  );
  const shown = await dialog(page).locator('img').boundingBox();
  expect(shown!.width).toBeLessThanOrEqual(natural);
  await page.keyboard.press('Escape');

  const linked = page.getByRole('img', {
    name: 'The OpenList logo, linking to the guide',
  });
  await expect(linked).not.toHaveAttribute('data-zoomable');
  await linked.click();
  await expect(page).toHaveURL(/\/guide$/);
  await expect(dialog(page)).toBeHidden();
});

test('on a phone a wide diagram stays legible and scrolls from its start', async ({
  page,
}) => {
  await page.setViewportSize({width: 375, height: 740});
  await gotoHydrated(page, DIAGRAM_PAGE);
  const diagram = page
    .locator('.theme-doc-markdown svg[data-zoomable]')
    .first();
  await diagram.scrollIntoViewIfNeeded();
  const onPage = (await diagram.boundingBox())!;
  await diagram.click();
  const zoomed = (await dialog(page).locator('svg').boundingBox())!;
  // Wider than the screen, and its left edge is reachable.
  expect(zoomed.width).toBeGreaterThan(onPage.width * 1.3);
  expect(zoomed.x).toBeGreaterThanOrEqual(0);
  const {scrollWidth, clientWidth} = await dialog(page).evaluate((d) => ({
    scrollWidth: d.scrollWidth,
    clientWidth: d.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  expect(scrollWidth).toBeGreaterThanOrEqual(Math.floor(zoomed.width));
});
