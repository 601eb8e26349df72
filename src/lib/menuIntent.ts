/**
 * When the phone menu stops being prepared a slice at a time and renders
 * the rest of its content at once (src/theme/Navbar/MobileSidebar): when
 * the reader shows intent to open it, as links fetch their page's code on
 * intent (src/clientModules/intentPrefetch.ts).
 */

/** The theme's menu button (Navbar/MobileSidebar/Toggle). */
export const MENU_BUTTON_SELECTOR = '.navbar__toggle';

/**
 * Events that come before a click on the button: the pointer over it or
 * pressed on it (a touch starts with both), and keyboard focus reaching it.
 * Listened to on the document, in the capture phase.
 */
export const menuIntentEvents = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
] as const;

/** Whether an event at `target` shows intent to open the menu. */
export function isMenuIntent(target: EventTarget | null): boolean {
  return (
    target instanceof Element && target.closest(MENU_BUTTON_SELECTOR) !== null
  );
}
