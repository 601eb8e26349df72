import React from 'react';
import {Bar, Callout, Figure, Window, type IllustrationProps} from './parts';

/** A right-pointing arrow from x1 to x2 at height y. */
function Arrow({x1, x2, y}: {x1: number; x2: number; y: number}) {
  return (
    <g stroke="var(--ill-accent)" strokeWidth={4} strokeLinecap="round">
      <path d={`M${x1} ${y}H${x2 - 4}`} />
      <path
        d={`M${x2 - 14} ${y - 10}L${x2} ${y}L${x2 - 14} ${y + 10}`}
        fill="none"
        strokeLinejoin="round"
      />
    </g>
  );
}

/** A labelled form field of the storage form: a label bar above a box. */
function Field({y, h = 24}: {y: number; h?: number}) {
  return (
    <g>
      <Bar x={408} y={y} w={64} h={7} strong />
      <rect
        x={408}
        y={y + 12}
        width={208}
        height={h}
        rx={5}
        fill="var(--ill-window)"
        stroke="var(--ill-line)"
        strokeWidth={1.5}
      />
    </g>
  );
}

/**
 * From the browser to OpenList: ① the value selected in the developer tools,
 * ② copied to the clipboard, ③ pasted into the field of the storage form in
 * OpenList, then saved.
 */
export default function CopyToStorage(props: IllustrationProps) {
  return (
    <Figure
      {...props}
      viewBox="0 0 640 236"
      drawing={
        <>
          {/* The browser with its developer tools. */}
          <Window x={4} y={20} w={212} h={200} />
          {[70, 110, 54, 90].map((w, i) => (
            <g key={i}>
              <Bar x={18} y={66 + i * 22} w={44} h={7} strong />
              <Bar x={70} y={66 + i * 22} w={w} h={7} />
            </g>
          ))}
          <rect
            x={12}
            y={152}
            width={196}
            height={30}
            rx={5}
            fill="var(--ill-mark)"
            stroke="var(--ill-mark-stroke)"
            strokeWidth={2}
          />
          {[0, 1, 2].map((i) => (
            <Bar key={i} x={22 + i * 60} y={163} w={48} h={8} strong />
          ))}
          <Callout x={200} y={150} n={1} />

          <Arrow x1={226} x2={270} y={120} />

          {/* The clipboard. */}
          <rect
            x={280}
            y={84}
            width={64}
            height={80}
            rx={8}
            fill="var(--ill-chrome)"
            stroke="var(--ill-ink)"
            strokeWidth={2.5}
          />
          <rect
            x={296}
            y={76}
            width={32}
            height={16}
            rx={4}
            fill="var(--ill-window)"
            stroke="var(--ill-ink)"
            strokeWidth={2.5}
          />
          <rect
            x={290}
            y={108}
            width={44}
            height={40}
            rx={4}
            fill="var(--ill-mark)"
            stroke="var(--ill-mark-stroke)"
            strokeWidth={2}
          />
          <Bar x={296} y={118} w={32} h={6} strong />
          <Bar x={296} y={132} w={22} h={6} strong />
          <Callout x={342} y={80} n={2} />

          <Arrow x1={354} x2={380} y={120} />

          {/* OpenList's storage form. */}
          <Window x={388} y={20} w={248} h={212} />
          <Bar x={408} y={62} w={110} h={10} strong />
          <Field y={86} />
          <rect
            x={404}
            y={128}
            width={216}
            height={62}
            rx={7}
            fill="var(--ill-mark)"
            stroke="var(--ill-mark-stroke)"
            strokeWidth={2}
          />
          <Bar x={412} y={134} w={64} h={7} strong />
          <rect
            x={412}
            y={146}
            width={200}
            height={38}
            rx={5}
            fill="var(--ill-window)"
            stroke="var(--ill-line)"
            strokeWidth={1.5}
          />
          {[0, 1, 2].map((i) => (
            <Bar key={i} x={420 + i * 60} y={153} w={48} h={8} strong />
          ))}
          <rect
            x={408}
            y={200}
            width={72}
            height={22}
            rx={6}
            fill="var(--ill-accent)"
          />
          <Callout x={618} y={132} n={3} />
        </>
      }
    />
  );
}
