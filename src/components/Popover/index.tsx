import React, {
  cloneElement,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactElement,
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
  resolvePopoverOptions,
  type PopoverInput,
  type PopoverKind,
} from '@site/src/lib/popover';
import styles from './styles.module.css';

/** One registry per page: one open group at a time, re-show guard. */
export const popoverRegistry = createPopoverRegistry();

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
 * Tooltip, dropdown or menu on @floating-ui/react with the spec's defaults
 * (src/lib/popover.ts): hides on outside click, Escape, or when another
 * popover opens; focus returns to the trigger.
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
  const floatingId = useId();
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

  const disclosure =
    kind === 'tooltip'
      ? {}
      : {'aria-expanded': open, 'aria-controls': open ? floatingId : undefined};
  // floating-ui's documented pattern: a callback ref and event handlers
  // (which read refs when they run, not during render).
  /* eslint-disable react-hooks/refs */
  const trigger = cloneElement(children, {
    ref: refs.setReference,
    ...getReferenceProps({
      ...(children.props as object),
      ...touchProps,
      ...disclosure,
    }),
  });
  /* eslint-enable react-hooks/refs */

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
    <>
      {trigger}
      {isMounted && (
        // isMounted is only ever true in the browser, after an interaction.
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
      )}
    </>
  );
}
