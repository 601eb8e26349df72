import React from 'react';

/**
 * The OpenList mark (a ring open at the lower left with a stroke inside it),
 * drawn for this site after the logo the OpenList web interface shows.
 * static/img/logo.svg is the same drawing for the navbar and favicon.
 */
export default function OpenListMark({
  size = 64,
  className,
  title,
}: {
  size?: number;
  className?: string;
  /** Accessible name; without it the mark is decorative. */
  title?: string;
}) {
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      className={className}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false">
      <g
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeWidth={7}>
        <path d="M15.5 48.5 28 28.5" stroke="#38bdf8" />
        <path
          d="M10.8 27.5A22 22 0 1 1 33 53.2c-2.4 0-4.4-.3-6-.9L37.4 36"
          stroke="#5eead4"
        />
      </g>
    </svg>
  );
}
