import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** What every illustration takes from the page: its accessible name. */
export interface IllustrationProps {
  /** The accessible name, written by the page in its own language. */
  label: string;
  /** An optional visible caption under the drawing. */
  children?: ReactNode;
}

/** The figure around a drawing: an SVG that scales to the column width. */
export function Figure({
  label,
  children,
  viewBox,
  drawing,
}: IllustrationProps & {viewBox: string; drawing: ReactNode}) {
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.svg}
        viewBox={viewBox}
        role="img"
        aria-label={label}
        xmlns="http://www.w3.org/2000/svg">
        {drawing}
      </svg>
      {children ? (
        <figcaption className={styles.caption}>{children}</figcaption>
      ) : null}
    </figure>
  );
}

/** A numbered callout (①②③…) that the text of the page refers to. */
export function Callout({x, y, n}: {x: number; y: number; n: number}) {
  return (
    <g>
      <circle
        cx={x}
        cy={y}
        r={17}
        fill="var(--ill-callout)"
        stroke="var(--ill-window)"
        strokeWidth={3}
      />
      <text
        x={x}
        y={y + 1}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={19}
        fontWeight={700}
        fill="var(--ill-callout-text)">
        {n}
      </text>
    </g>
  );
}

/** A browser window: frame, title bar with three dots, content below y+30. */
export function Window({
  x,
  y,
  w,
  h,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
}) {
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        rx={10}
        fill="var(--ill-window)"
        stroke="var(--ill-line)"
        strokeWidth={2}
      />
      <path
        d={`M${x + 1} ${y + 30}V${y + 10}a9 9 0 0 1 9 -9H${x + w - 10}a9 9 0 0 1 9 9V${y + 30}Z`}
        fill="var(--ill-chrome)"
      />
      <line
        x1={x}
        x2={x + w}
        y1={y + 30}
        y2={y + 30}
        stroke="var(--ill-line)"
        strokeWidth={2}
      />
      {[0, 1, 2].map((i) => (
        <circle
          key={i}
          cx={x + 16 + i * 14}
          cy={y + 15}
          r={4.5}
          fill="var(--ill-bar-strong)"
        />
      ))}
    </g>
  );
}

/** A rounded grey bar standing for a line of text. */
export function Bar({
  x,
  y,
  w,
  h = 8,
  strong = false,
}: {
  x: number;
  y: number;
  w: number;
  h?: number;
  strong?: boolean;
}) {
  return (
    <rect
      x={x}
      y={y}
      width={w}
      height={h}
      rx={h / 2}
      fill={strong ? 'var(--ill-bar-strong)' : 'var(--ill-bar)'}
    />
  );
}

/** A row of DevTools panel tabs; `active` is drawn selected with `icon`. */
export function PanelTabs({
  x,
  y,
  w,
  active,
  icon,
}: {
  x: number;
  y: number;
  w: number;
  active: number;
  icon: ReactNode;
}) {
  const widths = [52, 44, 60, 74, 66, 56];
  let cx = x + 12;
  return (
    <g>
      <rect x={x} y={y} width={w} height={30} fill="var(--ill-chrome)" />
      <line
        x1={x}
        x2={x + w}
        y1={y + 30}
        y2={y + 30}
        stroke="var(--ill-line)"
        strokeWidth={1.5}
      />
      {widths.map((tw, i) => {
        const left = cx;
        cx += tw + 10;
        if (i !== active) return <Bar key={i} x={left} y={y + 11} w={tw - 8} />;
        return (
          <g key={i}>
            <rect
              x={left - 6}
              y={y + 2}
              width={tw + 4}
              height={28}
              rx={4}
              fill="var(--ill-window)"
            />
            <g transform={`translate(${left + 2} ${y + 7})`}>{icon}</g>
            <Bar x={left + 24} y={y + 12} w={tw - 30} strong />
            <rect
              x={left - 6}
              y={y + 27}
              width={tw + 4}
              height={3}
              fill="var(--ill-accent)"
            />
          </g>
        );
      })}
    </g>
  );
}
