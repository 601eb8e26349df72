import React, {useEffect, useState} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {BACK_TO_TOP_THRESHOLD} from '@site/src/lib/constants';
import styles from './styles.module.css';

/** Appears once the page is scrolled past 300 px; scrolls smoothly to the top. */
export default function BackToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > BACK_TO_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, {passive: true});
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <button
      type="button"
      className={clsx('clean-btn', styles.button, shown && styles.shown)}
      aria-label={translate({
        id: 'theme.BackToTopButton.buttonAriaLabel',
        message: 'Scroll back to top',
        description: 'The ARIA label for the back to top button',
      })}
      data-testid="back-to-top"
      onClick={() => {
        const reduce = window.matchMedia(
          '(prefers-reduced-motion: reduce)',
        ).matches;
        window.scrollTo({top: 0, behavior: reduce ? 'auto' : 'smooth'});
      }}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 5.6 4.3 13.3l1.4 1.4 5.3-5.3V20h2V9.4l5.3 5.3 1.4-1.4z"
        />
      </svg>
    </button>
  );
}
