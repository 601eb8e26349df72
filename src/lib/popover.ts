/**
 * Popover behaviour: the defaults of every popover kind, the
 * tap rule for touch, the re-show guard after a global close, and the warnings
 * for a missing container and for deprecated options.
 */

export type PopoverKind = 'tooltip' | 'dropdown' | 'menu';
export type Trigger = 'hover' | 'focus' | 'click' | 'touch';
export type Placement =
  | 'top'
  | 'bottom'
  | 'left'
  | 'right'
  | `${'top' | 'bottom' | 'left' | 'right'}-${'start' | 'end'}`;

export interface PopoverOptions {
  placement: Placement;
  /** Gap between trigger and popover, px (floating-ui offset mainAxis). */
  distance: number;
  /** Shift along the trigger's edge, px (floating-ui offset crossAxis). */
  skidding: number;
  /** CSS selector of the element the popover is rendered into. */
  container: string;
  /** ms the popover stays mounted after it starts hiding (exit transition). */
  disposeTimeout: number;
  strategy: 'absolute' | 'fixed';
  triggers: Trigger[];
  delay: {show: number; hide: number};
}

const BASE: PopoverOptions = {
  placement: 'bottom',
  distance: 5,
  skidding: 0,
  container: 'body',
  disposeTimeout: 150,
  strategy: 'absolute',
  triggers: ['click'],
  delay: {show: 0, hide: 0},
};

export const KIND_DEFAULTS: Record<PopoverKind, Partial<PopoverOptions>> = {
  tooltip: {
    placement: 'top',
    delay: {show: 200, hide: 0},
    triggers: ['hover', 'focus', 'touch'],
  },
  dropdown: {placement: 'bottom', triggers: ['click']},
  menu: {
    placement: 'bottom',
    triggers: ['hover', 'focus'],
    delay: {show: 0, hide: 400},
  },
};

/** A touch that moves less than this (px) is a tap. */
export const TAP_MAX_DISTANCE = 20;
/** After a global close, nothing re-shows for this long (ms). */
export const RESHOW_GUARD = 300;
/** A child popover locked in its parent is released after this long (ms). */
export const LOCKED_CHILD_RELEASE = 1000;

/** Options that still work but have replacements (each logs a deprecation warning). */
export const DEPRECATED_OPTIONS: Record<string, string> = {
  offset: 'use "distance" and "skidding" instead',
  boundariesElement: 'use "container" instead',
};

export type PopoverInput = Partial<PopoverOptions> & {
  offset?: number | [number, number];
  boundariesElement?: string;
};

export function resolvePopoverOptions(
  kind: PopoverKind,
  input: PopoverInput = {},
  warn: (message: string) => void = console.warn,
): PopoverOptions {
  const {offset, boundariesElement, ...rest} = input;
  const legacy: Partial<PopoverOptions> = {};
  if (offset !== undefined) {
    warn(`[popover] "offset" is deprecated: ${DEPRECATED_OPTIONS.offset}`);
    const [skidding, distance] = Array.isArray(offset) ? offset : [0, offset];
    Object.assign(legacy, {skidding, distance});
  }
  if (boundariesElement !== undefined) {
    warn(
      `[popover] "boundariesElement" is deprecated: ${DEPRECATED_OPTIONS.boundariesElement}`,
    );
    legacy.container = boundariesElement;
  }
  const defaults = KIND_DEFAULTS[kind];
  return {
    ...BASE,
    ...defaults,
    ...legacy,
    ...rest,
    delay: {...BASE.delay, ...defaults.delay, ...rest.delay},
  };
}

/** The container element for a selector, or body with a warning when none exists. */
export function findContainer(
  selector: string,
  doc: Pick<Document, 'querySelector' | 'body'>,
  warn: (message: string) => void = console.warn,
): HTMLElement {
  const element = doc.querySelector<HTMLElement>(selector);
  if (element) return element;
  warn(
    `[popover] No container for popover: nothing matches "${selector}"; using <body>.`,
  );
  return doc.body;
}

/** A touch is a tap when it moved less than TAP_MAX_DISTANCE. */
export function isTap(
  start: {x: number; y: number},
  end: {x: number; y: number},
): boolean {
  return Math.hypot(end.x - start.x, end.y - start.y) < TAP_MAX_DISTANCE;
}

/**
 * Shared state of all popovers on the page: only one group is open at a time
 * (a nested popover keeps its ancestors open), and after a global close
 * (Escape, navigation) nothing re-shows for RESHOW_GUARD ms.
 */
export function createPopoverRegistry(now: () => number = Date.now) {
  let openGroup: string | null = null;
  let closedAllAt = -Infinity;
  type Listener = (group: string | null, keep: readonly string[]) => void;
  const listeners = new Set<Listener>();
  return {
    canShow(): boolean {
      return now() - closedAllAt >= RESHOW_GUARD;
    },
    /** Opens `group`; every other popover closes except those in `keep` (its ancestors). */
    open(group: string, keep: readonly string[] = []): void {
      openGroup = group;
      listeners.forEach((listener) => listener(group, keep));
    },
    closeAll(): void {
      openGroup = null;
      closedAllAt = now();
      listeners.forEach((listener) => listener(null, []));
    },
    get openGroup() {
      return openGroup;
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Whether a popover must close when `opened` opens (ancestors stay open). */
export function closesOnOpen(
  self: string,
  opened: string | null,
  keep: readonly string[],
): boolean {
  return opened !== self && !keep.includes(self);
}

interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

/**
 * The "locked child" of a popover that holds nested popovers (submenus): when
 * the pointer leaves an open child's trigger — usually on its way to the
 * child's content — the child is locked, so sibling children cannot open
 * while the pointer crosses them. The lock is released after
 * LOCKED_CHILD_RELEASE ms, and then the child hides unless the pointer
 * reached it (which unlocks it first).
 */
export function createChildLock(
  timers: Timers = {
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (id) =>
      globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
  },
) {
  let locked: string | null = null;
  let timer: unknown = null;
  const released = new Set<() => void>();
  const clear = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
  return {
    /** Locks `child`; `release` runs when the lock times out. */
    lock(child: string, release: () => void): void {
      clear();
      locked = child;
      timer = timers.setTimeout(() => {
        timer = null;
        if (locked === child) {
          locked = null;
          release();
          released.forEach((listener) => listener());
        }
      }, LOCKED_CHILD_RELEASE);
    },
    /** Ends the lock early (the pointer reached the child, or it closed). */
    unlock(child: string): void {
      if (locked !== child) return;
      clear();
      locked = null;
    },
    /** Whether `child` may open now: no sibling holds the lock. */
    canShow(child: string): boolean {
      return locked === null || locked === child;
    },
    get locked() {
      return locked;
    },
    /** Called after a lock times out (a sibling under the pointer may open then). */
    onRelease(listener: () => void): () => void {
      released.add(listener);
      return () => released.delete(listener);
    },
  };
}
