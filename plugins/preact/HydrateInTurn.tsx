import React, {
  Suspense,
  createContext,
  type ComponentType,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {options} from 'preact';
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import {hydration} from './react';

/**
 * A part of the page that hydrates in a task of its own, after the rest.
 *
 * Preact hydrates a page in one synchronous pass (React 18 slices it into
 * 5 ms pieces). On the heaviest pages that pass was one long task of
 * 130-200 ms at Lighthouse's 4x CPU slowdown. A part wrapped here suspends
 * while the page hydrates: Preact keeps its server markup as it is and
 * hydrates it when its turn comes, in the task after the part before it
 * (so a reader's input can run in between).
 * Outside the first hydration (a client navigation, a later render) it is
 * a plain wrapper.
 *
 * A part must render exactly one element on the server: Preact keeps one
 * DOM node for a suspended part, and hands the next ones to whatever
 * follows, which then no longer matches the server's markup.
 *
 * Ids (`useId`): Preact numbers them in render order from the page's root,
 * and a part that hydrates later renders after the parts that follow it,
 * so its ids would no longer be the server's: a static island
 * (src/components/StaticIsland) would not find its markup, an
 * `aria-controls` would name an element the server called otherwise. Each
 * part therefore numbers the ids inside it on its own, from its own id, on
 * the server and in the browser alike (`mask` below).
 */

/** Preact's virtual node, with the id counter `useId` reads (mangled `__m`). */
interface VNode {
  __m?: [string | number, number];
}

/**
 * The node of the component being rendered: Preact calls `options.__r`
 * (`_render`) with it just before it calls the component, in the browser
 * and in preact-render-to-string alike.
 */
let rendering: VNode | null = null;
const internal = options as {__r?: (vnode: VNode) => void};
const nextRender = internal.__r;
internal.__r = (vnode) => {
  rendering = vnode;
  nextRender?.(vnode);
};

interface Turn {
  promise: Promise<void>;
  done: boolean;
  finished: boolean;
}
const turns = new Map<string, Turn>();

/**
 * The parts waiting for their turn, in the order the page met them, one
 * task per part (`inNewTask`). Preact renders a resumed part in that task's
 * microtasks, where the parts inside it join the queue.
 */
const waiting: (() => void)[] = [];
let posted = false;

/** Callbacks waiting for their task, one message each, in order. */
const tasks: (() => void)[] = [];
let port: MessagePort | null = null;

/**
 * Runs `run` in a task of its own, after the tasks already queued: a
 * MessageChannel message, as nested `setTimeout(0)`s are clamped to 4 ms
 * from the fifth on, which a page of many parts would feel (a timer where
 * there is no channel).
 */
export function inNewTask(run: () => void): void {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(run, 0);
    return;
  }
  if (!port) {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => tasks.shift()?.();
    port = channel.port2;
  }
  tasks.push(run);
  port.postMessage(null);
}

/** Runs the next turn in a task of its own. */
function request(): void {
  if (posted) return;
  posted = true;
  inNewTask(nextTurn);
}

/**
 * One part's turn; after the last, the task after it marks
 * `<html data-parts-hydrated="true">` (Docusaurus's `data-has-hydrated`
 * comes after the first pass, before the parts). A part that was removed
 * before its turn (the desktop outline on a phone) waits for nothing.
 */
function nextTurn(): void {
  posted = false;
  const next = waiting.shift();
  if (!next) {
    markHydrated();
    return;
  }
  next();
  request();
}

/** Whether every part of the server's page has hydrated. */
let partsHydrated = false;
/** What waits for that (`afterPartsHydrated`). */
const afterHydrated: (() => void)[] = [];

function markHydrated(): void {
  document.documentElement.setAttribute('data-parts-hydrated', 'true');
  partsHydrated = true;
  for (const run of afterHydrated.splice(0)) inNewTask(run);
}

/** After the first pass (./client.ts): marks a page that has no parts. */
export function markIfAllHydrated(): void {
  if (waiting.length === 0 && !posted) markHydrated();
}

/**
 * Runs `run` in a task of its own once every part of the server's page has
 * hydrated (at once, in a new task, if they have).
 */
export function afterPartsHydrated(run: () => void): void {
  if (partsHydrated) inNewTask(run);
  else afterHydrated.push(run);
}

function schedule(id: string): Turn {
  const turn: Turn = {promise: Promise.resolve(), done: false, finished: false};
  turn.promise = new Promise<void>((resolve) => {
    waiting.push(resolve);
    request();
  }).then(() => {
    turn.done = true;
  });
  turns.set(id, turn);
  return turn;
}

/**
 * Whether a block renders at the top of a page's content: true inside
 * `TopLevelBlocks`, false again inside any part (`Gate`).
 */
const TopLevel = createContext(false);

/* eslint-disable react-hooks/immutability, react-hooks/refs, react-hooks/set-state-in-effect --
 * A part's render steers the renderer itself: it marks Preact's node and the
 * hydration flag while it renders, and flips the browser context one
 * render after it hydrated, as Docusaurus's root does. */
function Gate({children}: {children: ReactNode}) {
  const vnode = rendering;
  const id = useId();
  // The ids below this part: "P" + its own id + "_-" + a count, the same
  // array in every render, so ids made later never repeat one.
  const mask = useRef<[string, number] | null>(null);
  mask.current ??= [`${id.slice(1)}_`, 0];
  if (vnode) vnode.__m = mask.current;
  const turn = turns.get(id) ?? (hydration.active ? schedule(id) : undefined);
  if (turn && !turn.done) throw turn.promise;
  const resuming = turn !== undefined && !turn.finished;
  if (resuming) hydration.active = true;
  const outer = useContext(BrowserContext) as boolean;
  const [settled, setSettled] = useState(!resuming);
  useLayoutEffect(() => {
    if (resuming) {
      hydration.active = false;
      turn.finished = true;
      turns.delete(id);
    }
  });
  useEffect(() => {
    if (!settled) setSettled(true);
  }, [settled]);
  return (
    <BrowserContext.Provider value={settled && outer}>
      <TopLevel.Provider value={false}>{children}</TopLevel.Provider>
    </BrowserContext.Provider>
  );
}
/* eslint-enable react-hooks/immutability, react-hooks/refs, react-hooks/set-state-in-effect */

/** Marks its children as the top of a page's content (`inTurnAtTop`). */
export function TopLevelBlocks({children}: {children: ReactNode}) {
  return <TopLevel.Provider value>{children}</TopLevel.Provider>;
}

export default function HydrateInTurn({children}: {children: ReactNode}) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}

/** `Component`, hydrating in a turn of its own (it must render one element). */
export function inTurn<P extends object>(
  Component: ComponentType<P>,
): ComponentType<P> {
  function InTurn(props: P) {
    return (
      <HydrateInTurn>
        <Component {...props} />
      </HydrateInTurn>
    );
  }
  InTurn.displayName = `InTurn(${Component.displayName ?? Component.name})`;
  return InTurn;
}

/** Renders a block that TopBlock holds. */
function Block({render}: {render: () => ReactNode}) {
  return render();
}

/**
 * A block at the top of a doc's content that plugins/preact/recmaTopBlocks
 * hands over unbuilt (`render` returns its element): inside
 * `TopLevelBlocks` and no part within it, a part whose element is built in
 * its own turn, not in the content's; elsewhere the element itself. The
 * element is a part itself (src/theme/MDXComponents.tsx), so it renders
 * one element, as a part must; inside TopBlock it is no longer at the top,
 * and a paragraph or heading hydrates with it.
 */
export function TopBlock({render}: {render: () => ReactNode}) {
  if (!useContext(TopLevel)) return render();
  return (
    <HydrateInTurn>
      <Block render={render} />
    </HydrateInTurn>
  );
}

/**
 * `Component` (an element's tag, or a component that renders one element),
 * hydrating in a turn of its own where it is a block at the top of a page's
 * content (inside `TopLevelBlocks` and no part within it), plain elsewhere:
 * a paragraph inside a list item hydrates with its list.
 *
 * A long page's content is mostly paragraphs, lists and headings. As one
 * part, the config reference's content took a task of 41-52 ms in
 * Lighthouse's browser on 2026-12-01, which its simulation counts four
 * times over; a block takes a task of a few milliseconds.
 */
export function inTurnAtTop<P extends object>(
  Component: ComponentType<P> | 'p' | 'ol',
): ComponentType<P> {
  const Block = Component as ComponentType<P>;
  function AtTop(props: P) {
    if (!useContext(TopLevel)) return <Block {...props} />;
    return (
      <HydrateInTurn>
        <Block {...props} />
      </HydrateInTurn>
    );
  }
  const name =
    typeof Component === 'string'
      ? Component
      : (Component.displayName ?? Component.name);
  AtTop.displayName = `AtTop(${name})`;
  return AtTop;
}
