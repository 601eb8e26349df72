import React, {
  createContext,
  useContext,
  useEffect,
  useId,
  useMemo,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingNode,
  FloatingPortal,
  FloatingTree,
  offset,
  safePolygon,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useFloatingNodeId,
  useFloatingParentNodeId,
  useFocus,
  useHover,
  useInteractions,
  useRole,
  useTransitionStatus,
} from '@floating-ui/react';
import {
  closesOnOpen,
  createChildLock,
  createPopoverRegistry,
  findContainer,
  isTap,
  type PopoverKind,
  type PopoverOptions,
} from '@site/src/lib/popover';
import styles from './styles.module.css';

/** The elements of a popover the Tab key reaches, in order. */
function tabbablesIn(root: HTMLElement): HTMLElement[] {
  return Array.from(
    root.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
    ),
  ).filter((element) => element.getClientRects().length > 0);
}

/** One registry per page: one open group at a time, re-show guard. */
export const popoverRegistry = createPopoverRegistry();

/**
 * What a popover gives the popovers nested in its content: the groups that
 * stay open when one of them opens (itself and its ancestors), and the lock
 * on its children (src/lib/popover.ts createChildLock).
 */
interface Nest {
  chain: readonly string[];
  lock: ReturnType<typeof createChildLock>;
}
const NestContext = createContext<Nest | null>(null);

/** What the reader did to the trigger before this code had loaded. */
export interface Intent {
  reason: 'hover' | 'focus' | 'click';
  event: Event;
  /** performance.now() when it happened. */
  at: number;
}

type Handler = (event: React.SyntheticEvent) => void;

export interface FloatingProps {
  kind: PopoverKind;
  options: PopoverOptions;
  content: ReactNode;
  className?: string;
  label?: string;
  floatingId: string;
  /** The trigger element, rendered by the Popover wrapper. */
  reference: HTMLElement;
  intent: Intent;
  /** False once the reader has turned to another trigger since `intent`. */
  isLatestIntent: () => boolean;
  /** Receives the trigger's event handlers after every render. */
  onHandlers: (handlers: Record<string, Handler>) => void;
  /** Receives the trigger's ARIA attributes when they change. */
  onAttributes: (attributes: Record<string, unknown>) => void;
}

/**
 * The floating part of a Popover on @floating-ui/react with the spec's
 * defaults (src/lib/popover.ts): hides on outside click, Escape, or when
 * another popover opens; focus returns to the trigger. Loaded on the first
 * interaction with a trigger, never with the page (see ./index.tsx).
 */
export default function Floating(props: FloatingProps) {
  // Nested popovers share one floating-ui tree, so a click inside a child is
  // not an outside click for its parent.
  const parentNodeId = useFloatingParentNodeId();
  return parentNodeId === null ? (
    <FloatingTree>
      <FloatingPopover {...props} />
    </FloatingTree>
  ) : (
    <FloatingPopover {...props} />
  );
}

function FloatingPopover({
  kind,
  options,
  content,
  className,
  label,
  floatingId,
  reference,
  intent,
  isLatestIntent,
  onHandlers,
  onAttributes,
}: FloatingProps) {
  const group = useId();
  const nodeId = useFloatingNodeId();
  const parent = useContext(NestContext);
  const [lock] = useState(() => createChildLock());
  const nest = useMemo<Nest>(
    () => ({chain: [...(parent?.chain ?? []), group], lock}),
    [parent, group, lock],
  );
  const [open, setOpen] = useState(false);
  // Focus goes back to the trigger on close only when it was in the popup
  // (keyboard use). Otherwise floating-ui would focus the trigger — which
  // counts as keyboard focus after mere hovering, and re-opened this menu
  // when another one took over.
  const [focusInside, setFocusInside] = useState(false);
  const touchStart = useRef<{x: number; y: number} | null>(null);
  const has = (trigger: string) => options.triggers.includes(trigger as never);

  useEffect(
    () =>
      popoverRegistry.subscribe((openGroup, keep) => {
        if (closesOnOpen(group, openGroup, keep)) setOpen(false);
      }),
    [group],
  );
  useEffect(() => () => parent?.lock.unlock(group), [parent, group]);

  const {refs, floatingStyles, context, isPositioned, update} = useFloating({
    nodeId,
    open,
    elements: {reference},
    onOpenChange(next, _event, reason) {
      if (next) {
        if (!popoverRegistry.canShow()) return;
        // A sibling that the pointer is still heading to holds the lock.
        if (parent && !parent.lock.canShow(group)) return;
        popoverRegistry.open(group, parent?.chain ?? []);
      } else {
        parent?.lock.unlock(group);
        if (reason === 'escape-key') popoverRegistry.closeAll();
      }
      setOpen(next);
    },
    placement: options.placement,
    strategy: options.strategy,
    // Placed with left/top, not floating-ui's default transform: the
    // stylesheet's transform transition (the 2 px slide as it fades in)
    // would otherwise animate the placing too, and every popover slid from
    // the page's top left corner to its trigger as it opened.
    transform: false,
    middleware: [
      offset({mainAxis: options.distance, crossAxis: options.skidding}),
      flip(),
      shift({padding: 8}),
    ],
    whileElementsMounted: autoUpdate,
  });

  // Opened again while it was still fading out, the popover is still
  // mounted, so nothing asks floating-ui to place it, and floating-ui has
  // reported it as not placed since it closed: it would stay hidden.
  useEffect(() => {
    if (open) update();
  }, [open, update]);

  const hover = useHover(context, {
    enabled: has('hover'),
    mouseOnly: true,
    delay: {open: options.delay.show, close: options.delay.hide},
    handleClose: kind === 'tooltip' ? null : safePolygon(),
  });
  const focus = useFocus(context, {
    enabled: has('focus'),
    // Only keyboard focus opens: focus handed back to the trigger after a
    // mouse interaction must not re-open the menu.
    visibleOnly: true,
  });
  const click = useClick(context, {enabled: has('click'), ignoreMouse: false});
  const dismiss = useDismiss(context);
  // Tooltips get role=tooltip and aria-describedby. Menus and dropdowns here
  // hold plain navigation links, so they follow the disclosure pattern
  // (aria-expanded / aria-controls on the trigger) rather than ARIA menus.
  const role = useRole(context, {enabled: kind === 'tooltip', role: 'tooltip'});
  const {getReferenceProps, getFloatingProps} = useInteractions([
    hover,
    focus,
    click,
    dismiss,
    role,
  ]);
  const {isMounted, status} = useTransitionStatus(context, {
    duration: options.disposeTimeout,
  });

  const touchProps = has('touch')
    ? {
        onTouchStart(event: React.TouchEvent) {
          const t = event.touches[0]!;
          touchStart.current = {x: t.clientX, y: t.clientY};
        },
        onTouchEnd(event: React.TouchEvent) {
          const t = event.changedTouches[0]!;
          if (
            touchStart.current &&
            isTap(touchStart.current, {x: t.clientX, y: t.clientY})
          ) {
            context.onOpenChange(!open, event.nativeEvent, 'click');
          }
          touchStart.current = null;
        },
      }
    : {};

  // floating-ui's documented pattern: prop getters whose handlers read refs
  // when they run, not during render.
  // eslint-disable-next-line react-hooks/refs
  const referenceProps = getReferenceProps({
    ...touchProps,
    // Tab from the trigger of an open popover goes into it (the popover is
    // rendered at the end of <body>, see the keydown handler below).
    onKeyDown(event: React.KeyboardEvent) {
      if (event.key !== 'Tab' || event.shiftKey || !open) return;
      if (event.nativeEvent.defaultPrevented) return;
      const floating = refs.floating.current;
      const first = floating && tabbablesIn(floating)[0];
      if (!first) return;
      // Not yet placed (hidden), the popover takes no focus: Tab then does
      // what it would without it.
      first.focus();
      if (first.ownerDocument.activeElement === first) event.preventDefault();
    },
    // The pointer left an open child's trigger, and the child stays open
    // while the pointer heads to it: lock it, so the siblings it crosses do
    // not open; released (and the child hidden) after 1000 ms unless the
    // pointer arrives.
    onMouseLeave() {
      if (parent && open && has('hover'))
        parent.lock.lock(group, () => setOpen(false));
    },
  });
  const disclosure =
    kind === 'tooltip'
      ? {}
      : {'aria-expanded': open, 'aria-controls': open ? floatingId : undefined};
  const attributes: Record<string, unknown> = {...disclosure};
  const listeners: Record<string, Handler> = {};
  for (const [name, value] of Object.entries(referenceProps)) {
    if (typeof value === 'function') listeners[name] = value as Handler;
    else attributes[name] = value;
  }
  const attributesKey = JSON.stringify(attributes);
  // The wrapper's trigger calls these; refreshed after each render, as
  // floating-ui's handlers close over the current state.
  useLayoutEffect(() => {
    onHandlers(listeners);
  });
  useLayoutEffect(() => {
    onAttributes(JSON.parse(attributesKey) as Record<string, unknown>);
  }, [attributesKey, onAttributes]);

  // Replays, once, what the reader did before this code arrived, if it
  // still holds: the pointer is still over the trigger, focus is still on it.
  const openChange = useRef(context.onOpenChange);
  const isOpen = useRef(open);
  useLayoutEffect(() => {
    openChange.current = context.onOpenChange;
    isOpen.current = open;
  });
  const initial = useRef({
    intent,
    isLatestIntent,
    reference,
    showDelay: options.delay.show,
  });
  // When a sibling's lock times out, this popover opens if the pointer rests
  // on its trigger (it was refused while the sibling held the lock), or opens
  // again if it was the locked child and the pointer came back to it.
  // floating-ui's focus manager reads the type of the event behind a hover
  // change and throws without one; a timer has no event, so the opening is
  // given the one the pointer resting on the trigger stands for.
  const hoverOpens = has('hover');
  useEffect(
    () =>
      parent?.lock.onRelease(() => {
        if (hoverOpens && reference.matches(':hover'))
          openChange.current(true, new MouseEvent('mouseenter'), 'hover');
      }),
    [parent, reference, hoverOpens],
  );
  useEffect(() => {
    const {
      intent: first,
      isLatestIntent: latest,
      reference: element,
    } = initial.current;
    const {reason, event, at} = first;
    // A stale intent (the reader has since clicked or pointed at another
    // trigger) or one the real handlers have already acted on is dropped.
    const replay = (why: 'click' | 'focus' | 'hover') => {
      if (latest() && !isOpen.current) openChange.current(true, event, why);
    };
    if (reason === 'click') {
      replay('click');
      return undefined;
    }
    if (reason === 'focus') {
      if (
        element.ownerDocument.activeElement === element &&
        element.matches(':focus-visible')
      )
        replay('focus');
      return undefined;
    }
    const wait = Math.max(
      0,
      initial.current.showDelay - (performance.now() - at),
    );
    const timer = window.setTimeout(() => {
      if (element.matches(':hover')) replay('hover');
    }, wait);
    return () => window.clearTimeout(timer);
  }, []);

  if (!isMounted) return null;
  const floating = (
    <div
      ref={refs.setFloating}
      id={kind === 'tooltip' ? undefined : floatingId}
      // Menus and dropdowns hold links: a labelled navigation landmark, so
      // their content is inside a landmark though rendered in <body>.
      role={kind === 'tooltip' ? undefined : 'navigation'}
      // Until floating-ui has placed it (two or three frames after it
      // mounts, in the tests' browser), the popover sits at the page's top
      // left corner: hidden there, where it could take a click meant for
      // the page. Closing, it keeps its place while it fades (floating-ui
      // then reports it as not placed).
      style={
        isPositioned || status === 'close'
          ? floatingStyles
          : {...floatingStyles, visibility: 'hidden'}
      }
      className={clsx(styles.popover, styles[kind], className)}
      data-status={status}
      data-popover={kind}
      aria-label={kind === 'tooltip' ? undefined : label}
      {...getFloatingProps({
        onMouseEnter() {
          parent?.lock.unlock(group);
        },
        onFocus() {
          setFocusInside(true);
        },
        onBlur(event: React.FocusEvent) {
          if (!event.currentTarget.contains(event.relatedTarget))
            setFocusInside(false);
        },
        // Tab order as if the popover sat right after its trigger: Shift+Tab
        // from its first item goes back to the trigger, Tab from its last to
        // whatever follows the trigger. (floating-ui's focus guards would do
        // this, but they are focusable elements hidden from assistive
        // technology, which WCAG checkers rightly report.) A nested
        // popover's handler runs first and marks the event handled.
        onKeyDown(event: React.KeyboardEvent<HTMLElement>) {
          if (event.key !== 'Tab' || event.nativeEvent.defaultPrevented) return;
          const items = tabbablesIn(event.currentTarget);
          const at = items.indexOf(document.activeElement as HTMLElement);
          if (at === -1) return;
          if (event.shiftKey && at === 0) {
            event.preventDefault();
            reference.focus();
          } else if (!event.shiftKey && at === items.length - 1) {
            event.preventDefault();
            const floating = event.currentTarget;
            const page = tabbablesIn(floating.ownerDocument.body).filter(
              (element) => !floating.contains(element),
            );
            (page[page.indexOf(reference) + 1] ?? reference).focus();
          }
        },
        // Following a link inside a menu or dropdown closes it.
        onClick(event: React.MouseEvent) {
          if ((event.target as Element).closest('a')) setOpen(false);
        },
      })}>
      <NestContext.Provider value={nest}>{content}</NestContext.Provider>
    </div>
  );
  return (
    <FloatingNode id={nodeId}>
      <FloatingPortal
        root={findContainer(options.container, document)}
        preserveTabOrder={false}>
        {kind === 'tooltip' ? (
          floating
        ) : (
          <FloatingFocusManager
            context={context}
            modal={false}
            guards={false}
            initialFocus={-1}
            returnFocus={focusInside}>
            {floating}
          </FloatingFocusManager>
        )}
      </FloatingPortal>
    </FloatingNode>
  );
}
