/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["require", "default"]}
 *
 * src/components/MenuSlices: a list of the closed phone menu renders a slice
 * of its items per task while the menu is prepared in the background, the
 * rest at once when slicing stops, and whole everywhere else.
 */
import React, {memo, useEffect, useState} from 'react';
import {act} from 'preact/test-utils';
import {createRoot} from 'react-dom/client';
import {
  ITEMS_PER_SLICE,
  MenuSlicesContext,
  slicesOf,
  useItemSlices,
} from '@site/src/components/MenuSlices';

const ITEMS = Array.from(
  {length: ITEMS_PER_SLICE * 3 + 2},
  (_, i) => `item ${i}`,
);

const renderedSlices: string[][] = [];
/** A memoized list of one slice, as the theme's DocSidebarItems is. */
const Slice = memo(function Slice({items}: {items: string[]}) {
  renderedSlices.push(items);
  return (
    <>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </>
  );
});

function List() {
  const slices = useItemSlices(ITEMS);
  if (slices === null) return <Slice items={ITEMS} />;
  return (
    <>
      {slices.map((items, index) => (
        <Slice key={index} items={items} />
      ))}
    </>
  );
}

/** How a test stops the slicing, as the reader's intent does. */
const controls = {stopSlicing: () => {}};
function Menu({slicing}: {slicing: boolean}) {
  const [on, setOn] = useState(slicing);
  useEffect(() => {
    controls.stopSlicing = () => setOn(false);
  }, []);
  return (
    <MenuSlicesContext.Provider value={on}>
      <ul>
        <List />
      </ul>
    </MenuSlicesContext.Provider>
  );
}

const shown = (container: Element) => container.querySelectorAll('li').length;
/** Lets one queued task run. */
const nextTask = () =>
  act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  renderedSlices.length = 0;
});

test('cuts a list into slices of ITEMS_PER_SLICE, the last one shorter', () => {
  const slices = slicesOf(ITEMS);
  expect(slices.map((slice) => slice.length)).toEqual([
    ITEMS_PER_SLICE,
    ITEMS_PER_SLICE,
    ITEMS_PER_SLICE,
    2,
  ]);
  expect(slices.flat()).toEqual(ITEMS);
});

test('while slicing, adds one slice per task, never rendering a slice again', async () => {
  const container = document.createElement('div');
  await act(() => createRoot(container).render(<Menu slicing />));
  expect(shown(container)).toBe(ITEMS_PER_SLICE);
  const counts = [shown(container)];
  for (let i = 0; i < 10 && shown(container) < ITEMS.length; i += 1) {
    await nextTask();
    counts.push(shown(container));
  }
  expect(shown(container)).toBe(ITEMS.length);
  // A slice per task: several steps, none larger than a slice.
  expect(counts.length).toBeGreaterThan(2);
  counts
    .slice(1)
    .forEach((count, i) =>
      expect(count - counts[i]!).toBeLessThanOrEqual(ITEMS_PER_SLICE),
    );
  expect(
    Array.from(container.querySelectorAll('li'), (li) => li.textContent),
  ).toEqual(ITEMS);
  expect(renderedSlices).toHaveLength(slicesOf(ITEMS).length);
});

test('renders the rest at once when slicing stops', async () => {
  const container = document.createElement('div');
  await act(() => createRoot(container).render(<Menu slicing />));
  expect(shown(container)).toBe(ITEMS_PER_SLICE);
  await act(() => controls.stopSlicing());
  expect(shown(container)).toBe(ITEMS.length);
});

test('a list that does not start while slicing renders whole, at once', async () => {
  const container = document.createElement('div');
  await act(() => createRoot(container).render(<Menu slicing={false} />));
  expect(shown(container)).toBe(ITEMS.length);
  expect(renderedSlices).toEqual([ITEMS]);
});
