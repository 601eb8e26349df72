import React, {
  useEffect,
  useId,
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
  FloatingPortal,
  offset,
  safePolygon,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
  useTransitionStatus,
} from '@floating-ui/react';
import {
  createPopoverRegistry,
  findContainer,
  isTap,
  type PopoverKind,
  type PopoverOptions,
} from '@site/src/lib/popover';
import styles from './styles.module.css';

/** One registry per page: one open group at a time, re-show guard. */
export const popoverRegistry = createPopoverRegistry();

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
export default function Floating({
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
  const [open, setOpen] = useState(false);
  const touchStart = useRef<{x: number; y: number} | null>(null);
  const has = (trigger: string) => options.triggers.includes(trigger as never);

  useEffect(
    () =>
      popoverRegistry.subscribe((openGroup) => {
        if (openGroup !== group) setOpen(false);
      }),
    [group],
  );

  const {refs, floatingStyles, context} = useFloating({
    open,
    elements: {reference},
    onOpenChange(next, _event, reason) {
      if (next) {
        if (!popoverRegistry.canShow()) return;
        popoverRegistry.open(group);
      } else if (reason === 'escape-key') {
        popoverRegistry.closeAll();
      }
      setOpen(next);
    },
    placement: options.placement,
    strategy: options.strategy,
    middleware: [
      offset({mainAxis: options.distance, crossAxis: options.skidding}),
      flip(),
      shift({padding: 8}),
    ],
    whileElementsMounted: autoUpdate,
  });

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
  const referenceProps = getReferenceProps(touchProps);
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
      role={kind === 'tooltip' ? undefined : 'group'}
      style={floatingStyles}
      className={clsx(styles.popover, styles[kind], className)}
      data-status={status}
      data-popover={kind}
      aria-label={kind === 'tooltip' ? undefined : label}
      {...getFloatingProps({
        // Following a link inside a menu or dropdown closes it.
        onClick(event: React.MouseEvent) {
          if ((event.target as Element).closest('a')) setOpen(false);
        },
      })}>
      {content}
    </div>
  );
  return (
    <FloatingPortal root={findContainer(options.container, document)}>
      {kind === 'tooltip' ? (
        floating
      ) : (
        <FloatingFocusManager
          context={context}
          modal={false}
          initialFocus={-1}
          returnFocus>
          {floating}
        </FloatingFocusManager>
      )}
    </FloatingPortal>
  );
}
