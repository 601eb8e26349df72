import React, {useRef} from 'react';
import {flushSync} from 'react-dom';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type {WrapperProps} from '@docusaurus/types';
import {
  canAnimateTransition,
  COLOR_TRANSITION_DURATION,
  COLOR_TRANSITION_EASING,
  revealKeyframes,
} from '@site/src/lib/viewTransition';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ColorModeToggleType>;

type ViewTransitionDocument = Document & {
  startViewTransition?: (update: () => void) => {ready: Promise<void>};
};

// Changing the mode reveals the new colours in a circle growing from the
// click point (View Transitions API); without the API, or when the reader
// prefers reduced motion, the mode changes at once.
export default function ColorModeToggleWrapper(props: Props) {
  const origin = useRef<{x: number; y: number} | null>(null);

  const onChange: Props['onChange'] = (value) => {
    const doc = document as ViewTransitionDocument;
    const reduce = window.matchMedia(
      '(prefers-reduced-motion: reduce)',
    ).matches;
    if (!canAnimateTransition(doc, reduce)) {
      props.onChange(value);
      return;
    }
    const {x, y} = origin.current ?? {x: window.innerWidth / 2, y: 0};
    origin.current = null;
    const transition = doc.startViewTransition!(() => {
      flushSync(() => props.onChange(value));
    });
    transition.ready.then(() => {
      document.documentElement.animate(
        revealKeyframes(x, y, window.innerWidth, window.innerHeight),
        {
          duration: COLOR_TRANSITION_DURATION,
          easing: COLOR_TRANSITION_EASING,
          pseudoElement: '::view-transition-new(root)',
        },
      );
    });
  };

  return (
    <div
      className={styles.origin}
      onPointerDownCapture={(event) => {
        origin.current = {x: event.clientX, y: event.clientY};
      }}
      onKeyDownCapture={(event) => {
        // Keyboard activation: grow from the centre of the button.
        const box = (event.target as HTMLElement).getBoundingClientRect();
        origin.current = {
          x: box.left + box.width / 2,
          y: box.top + box.height / 2,
        };
      }}>
      <ColorModeToggle {...props} onChange={onChange} />
    </div>
  );
}
