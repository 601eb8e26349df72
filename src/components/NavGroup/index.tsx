import React from 'react';
import clsx from 'clsx';
import NavbarItem from '@theme/NavbarItem';
import type {Props} from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import Popover from '@site/src/components/Popover';
import styles from './styles.module.css';

/** Moves focus between the group's links with the arrow, Home and End keys. */
function onListKeyDown(event: React.KeyboardEvent<HTMLUListElement>) {
  const links = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>('a'),
  );
  const index = links.indexOf(document.activeElement as HTMLElement);
  const next = {
    ArrowDown: (index + 1) % links.length,
    ArrowUp: (index - 1 + links.length) % links.length,
    Home: 0,
    End: links.length - 1,
  }[event.key];
  if (next !== undefined && links.length) {
    event.preventDefault();
    links[next]!.focus();
  }
}

/**
 * Focuses the first link of the group's menu once it is shown: the next
 * frame, or a little later when the popover code is still loading (first use).
 */
function focusFirstLink(button: HTMLElement, framesLeft = 60) {
  requestAnimationFrame(() => {
    const id = button.getAttribute('aria-controls');
    const link = id
      ? document.getElementById(id)?.querySelector<HTMLElement>('a')
      : null;
    if (link) link.focus();
    else if (framesLeft > 0) focusFirstLink(button, framesLeft - 1);
  });
}

/** A desktop navbar group: a button and a popover menu of links. */
export default function NavGroup({
  items,
  position,
  className,
  label,
  children,
}: Props) {
  const text = children ?? label;
  return (
    <div className={clsx('navbar__item', styles.group)} data-nav-group>
      <Popover
        kind="menu"
        label={typeof text === 'string' ? text : undefined}
        className={styles.menu}
        options={{
          triggers: ['hover', 'focus', 'click'],
          placement: position === 'right' ? 'bottom-end' : 'bottom-start',
        }}
        content={
          <ul className={styles.list} onKeyDown={onListKeyDown}>
            {items.map((item, i) => (
              <NavbarItem
                isDropdownItem
                activeClassName="dropdown__link--active"
                {...item}
                key={i}
              />
            ))}
          </ul>
        }>
        <button
          type="button"
          className={clsx('navbar__link', styles.trigger, className)}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown') return;
            event.preventDefault();
            const button = event.currentTarget;
            if (button.getAttribute('aria-expanded') !== 'true') button.click();
            focusFirstLink(button);
          }}>
          {text}
        </button>
      </Popover>
    </div>
  );
}
