/**
 * The two functions of `hast-util-is-element` (`isElement`, `convertElement`),
 * for the twins' worker threads only: lib/loader.cjs puts this module in the
 * library's place for every module the conversion loads. The answers are
 * the library's; what differs is the work: a list of tests is turned into its
 * check once, on first use, instead of on every call, and a list of tag names
 * becomes one set lookup.
 *
 * Why: hast-util-to-mdast cleans whitespace with hast-util-minify-whitespace,
 * which asks `isElement(node, list)` of every node with lists of up to ~80
 * tag names. The library builds a new check from the list each time: about
 * a sixth of a twin's time, and much of its garbage. The lists are the
 * libraries' module constants, so a check made once per list stays right.
 *
 * tests/unit/reader-tools-is-element.test.ts compares every answer with the
 * library's, and a twin made with each.
 */
import type {Element, Parents} from 'hast';

type Check = (
  this: unknown,
  element: unknown,
  index?: number,
  parent?: Parents,
) => boolean;

type Test =
  | null
  | undefined
  | string
  | ((element: Element, index?: number, parent?: Parents) => unknown)
  | readonly Test[];

/** Checks of list tests, made on first use of each list. */
const listChecks = new WeakMap<object, Check>();

const looksLikeAnElement = (value: unknown): value is Element =>
  value !== null &&
  typeof value === 'object' &&
  'type' in value &&
  'tagName' in value;

/** Wraps a test so that only element-like values reach it. */
function guarded(
  test: (
    this: unknown,
    element: Element,
    index?: number,
    parent?: Parents,
  ) => unknown,
): Check {
  return function check(this: unknown, value, index, parent) {
    return Boolean(
      looksLikeAnElement(value) &&
      test.call(
        this,
        value,
        typeof index === 'number' ? index : undefined,
        parent || undefined,
      ),
    );
  };
}

const anyElement: Check = (value) =>
  looksLikeAnElement(value) &&
  value.type === 'element' &&
  typeof value.tagName === 'string';

export function convertElement(test: Test): Check {
  if (test === null || test === undefined) return anyElement;
  if (typeof test === 'string')
    return guarded((element) => element.tagName === test);
  if (typeof test === 'function') return guarded(test);
  if (typeof test === 'object') {
    let check = listChecks.get(test);
    if (!check) {
      if (test.every((one) => typeof one === 'string')) {
        // A list of names (all of the minifier's): one lookup.
        const names = new Set(test as readonly string[]);
        check = guarded((element) => names.has(element.tagName));
      } else {
        const checks = test.map(convertElement);
        check = guarded(function (this: unknown, element, index, parent) {
          return checks.some((one) => one.call(this, element, index, parent));
        });
      }
      listChecks.set(test, check);
    }
    return check;
  }
  throw new Error('Expected function, string, or array as `test`');
}

export function isElement(
  element: unknown,
  test?: Test,
  index?: number | null,
  parent?: Parents | null,
  context?: unknown,
): boolean {
  const check = convertElement(test);
  const hasIndex = index !== null && index !== undefined;
  if (
    hasIndex &&
    (typeof index !== 'number' ||
      index < 0 ||
      index === Number.POSITIVE_INFINITY)
  )
    throw new Error('Expected positive finite `index`');
  const hasParent = parent !== null && parent !== undefined;
  if (hasParent && (!parent.type || !parent.children))
    throw new Error('Expected valid `parent`');
  if (hasIndex !== hasParent)
    throw new Error('Expected both `index` and `parent`');
  return looksLikeAnElement(element)
    ? check.call(context, element, index ?? undefined, parent ?? undefined)
    : false;
}
