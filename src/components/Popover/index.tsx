import React, {
  cloneElement,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  isTap,
  resolvePopoverOptions,
  type PopoverInput,
  type PopoverKind,
} from '@site/src/lib/popover';
import {lazyOptional} from '@site/src/lib/lazyOptional';
import type {Intent} from './Floating';

// floating-ui (~20 KB gz) is not part of any page's first load: its code
// is fetched once the reader starts using the page (first pointer move, key
// or touch anywhere), or at the latest on the first interaction with a
// trigger, which is then replayed. If it cannot be loaded (offline), the
// trigger stays as it is and the page goes on.
const {Component: Floating, load: loadFloating} = lazyOptional(
  'Popover: the floating part',
  () => import('./Floating'),
);

/** The trigger the reader last hovered, focused, clicked or tapped. */
let latestTrigger: string | null = null;

const PRESENCE_EVENTS = ['pointermove', 'keydown', 'touchstart'] as const;
let presenceWatched = false;

function loadOnPresence(): void {
  if (presenceWatched) return;
  presenceWatched = true;
  const load = () => {
    for (const type of PRESENCE_EVENTS)
      window.removeEventListener(type, load, true);
    void loadFloating();
  };
  for (const type of PRESENCE_EVENTS)
    window.addEventListener(type, load, {capture: true, passive: true});
}

/** Trigger events: the wrapper owns them and hands them to Floating once loaded. */
const EVENTS = [
  'onClick',
  'onMouseDown',
  'onMouseEnter',
  'onMouseLeave',
  'onMouseMove',
  'onPointerDown',
  'onPointerEnter',
  'onFocus',
  'onBlur',
  'onKeyDown',
  'onKeyUp',
  'onTouchStart',
  'onTouchEnd',
] as const;

type Handler = (event: React.SyntheticEvent) => void;

/** Events that show the reader turning to a trigger. */
const INTENT_EVENTS = new Set<string>([
  'onMouseEnter',
  'onFocus',
  'onClick',
  'onTouchEnd',
]);

export interface PopoverProps {
  kind: PopoverKind;
  /** The trigger: one element that accepts a ref and event props. */
  children: ReactElement<Record<string, unknown>>;
  content: ReactNode;
  options?: PopoverInput;
  className?: string;
  /** Accessible name of the popup (menus and dropdowns). */
  label?: string;
}

/**
 * Tooltip, dropdown or menu, with the timings of src/lib/popover.ts. The trigger is rendered here, with
 * the same element and attributes before and after the floating part
 * (./Floating, on @floating-ui/react) has loaded; what the reader did in the
 * meantime — hover, keyboard focus, click, tap — is replayed once it has.
 */
export default function Popover({
  kind,
  children,
  content,
  options: input,
  className,
  label,
}: PopoverProps) {
  const options = useMemo(
    () => resolvePopoverOptions(kind, input),
    [kind, input],
  );
  const floatingId = useId();
  const [reference, setReference] = useState<HTMLElement | null>(null);
  const [intent, setIntent] = useState<Intent | null>(null);
  const [attributes, setAttributes] = useState<Record<string, unknown>>(() =>
    kind === 'tooltip' ? {} : {'aria-expanded': false},
  );
  const handlers = useRef<Record<string, Handler> | null>(null);
  const isLatestIntent = useCallback(
    () => latestTrigger === floatingId,
    [floatingId],
  );
  const onHandlers = useCallback((latest: Record<string, Handler>) => {
    handlers.current = latest;
  }, []);
  const touchStart = useRef<{x: number; y: number} | null>(null);
  const has = (trigger: string) => options.triggers.includes(trigger as never);
  useEffect(loadOnPresence, []);

  // The pointer or keyboard focus may have reached the trigger before the
  // page was hydrated (no handler saw it): treat it as if it had just come.
  useEffect(() => {
    if (!reference) return undefined;
    const frame = requestAnimationFrame(() => {
      const hovered = has('hover') && reference.matches(':hover');
      const focused =
        has('focus') &&
        reference.ownerDocument.activeElement === reference &&
        reference.matches(':focus-visible');
      if (!hovered && !focused) return;
      latestTrigger = floatingId;
      const event = hovered
        ? new MouseEvent('mouseover')
        : new FocusEvent('focus');
      setIntent(
        (previous) =>
          previous ?? {
            reason: hovered ? 'hover' : 'focus',
            event,
            at: performance.now(),
          },
      );
    });
    return () => cancelAnimationFrame(frame);
    // Once per trigger element; `has` reads options that do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reference]);

  /** Before Floating has loaded: the first sign of interest loads it. */
  const wake = (name: (typeof EVENTS)[number], event: React.SyntheticEvent) => {
    // Events can arrive faster than renders: keep the first one, except
    // that a click (the strongest sign) replaces a hover or focus.
    const remember = (reason: Intent['reason']) => {
      latestTrigger = floatingId;
      const next = {reason, event: event.nativeEvent, at: performance.now()};
      setIntent((previous) =>
        !previous || (reason === 'click' && previous.reason !== 'click')
          ? next
          : previous,
      );
    };
    if (name === 'onMouseEnter' && has('hover')) remember('hover');
    else if (name === 'onFocus' && has('focus')) remember('focus');
    else if (name === 'onClick' && has('click')) remember('click');
    else if (name === 'onTouchStart' && has('touch')) {
      const t = (event as React.TouchEvent).touches[0]!;
      touchStart.current = {x: t.clientX, y: t.clientY};
    } else if (name === 'onTouchEnd' && has('touch') && touchStart.current) {
      const t = (event as React.TouchEvent).changedTouches[0]!;
      if (isTap(touchStart.current, {x: t.clientX, y: t.clientY}))
        remember('click');
      touchStart.current = null;
    }
  };

  const childProps = children.props;
  const listeners = Object.fromEntries(
    EVENTS.map((name) => [
      name,
      (event: React.SyntheticEvent) => {
        (childProps[name] as Handler | undefined)?.(event);
        if (INTENT_EVENTS.has(name)) latestTrigger = floatingId;
        if (handlers.current) handlers.current[name]?.(event);
        else wake(name, event);
      },
    ]),
  );

  return (
    <>
      {cloneElement(children, {
        ref: setReference,
        ...listeners,
        ...attributes,
      })}
      {intent && reference && (
        <Suspense fallback={null}>
          <Floating
            kind={kind}
            options={options}
            content={content}
            className={className}
            label={label}
            floatingId={floatingId}
            reference={reference}
            intent={intent}
            isLatestIntent={isLatestIntent}
            onHandlers={onHandlers}
            onAttributes={setAttributes}
          />
        </Suspense>
      )}
    </>
  );
}
