import React, {type ReactNode} from 'react';
import {
  Bar,
  Callout,
  Figure,
  PanelTabs,
  Window,
  type IllustrationProps,
} from './parts';

/** The storage panel's icon: a database cylinder. */
const cylinder = (
  <g fill="none" stroke="var(--ill-accent)" strokeWidth={2}>
    <ellipse cx={8} cy={3.5} rx={7} ry={3} />
    <path d="M1 3.5v10c0 1.7 3.1 3 7 3s7-1.3 7-3v-10" />
    <path d="M1 8.5c0 1.7 3.1 3 7 3s7-1.3 7-3" />
  </g>
);

/** A cookie: a round biscuit with three chips. */
function CookieIcon({x, y}: {x: number; y: number}) {
  return (
    <g>
      <circle
        cx={x}
        cy={y}
        r={7.5}
        fill="var(--ill-mark)"
        stroke="var(--ill-mark-stroke)"
        strokeWidth={2}
      />
      <circle cx={x - 2.5} cy={y - 2} r={1.6} fill="var(--ill-mark-stroke)" />
      <circle cx={x + 2.8} cy={y + 0.5} r={1.6} fill="var(--ill-mark-stroke)" />
      <circle cx={x - 1} cy={y + 3.5} r={1.4} fill="var(--ill-mark-stroke)" />
    </g>
  );
}

/** A site (origin): a small globe. */
function GlobeIcon({x, y}: {x: number; y: number}) {
  return (
    <g fill="none" stroke="var(--ill-ink)" strokeWidth={1.5}>
      <circle cx={x} cy={y} r={7} />
      <ellipse cx={x} cy={y} rx={3} ry={7} />
      <path d={`M${x - 7} ${y}h14`} />
    </g>
  );
}

/** A plain square icon for the other storage kinds. */
function BoxIcon({x, y}: {x: number; y: number}) {
  return (
    <rect
      x={x - 6}
      y={y - 6}
      width={12}
      height={12}
      rx={2}
      fill="none"
      stroke="var(--ill-bar-strong)"
      strokeWidth={1.5}
    />
  );
}

/** A tree node: disclosure triangle (open or closed), icon and a name. */
function Node({
  y,
  indent = 0,
  open,
  icon,
  w,
  strong = false,
}: {
  y: number;
  indent?: number;
  open?: boolean;
  icon: (x: number, y: number) => ReactNode;
  w: number;
  strong?: boolean;
}) {
  const x = 16 + indent;
  return (
    <g>
      {open === undefined ? null : open ? (
        <path d={`M${x} ${y - 3}h9l-4.5 6z`} fill="var(--ill-bar-strong)" />
      ) : (
        <path
          d={`M${x + 2} ${y - 5}l6 4.5l-6 4.5z`}
          fill="var(--ill-bar-strong)"
        />
      )}
      {icon(x + 22, y)}
      <Bar x={x + 36} y={y - 4} w={w} strong={strong} />
    </g>
  );
}

const check = (x: number, y: number) => (
  <path
    d={`M${x - 6} ${y}l4 4l8 -9`}
    fill="none"
    stroke="var(--ill-ok)"
    strokeWidth={2.5}
    strokeLinecap="round"
    strokeLinejoin="round"
  />
);

/**
 * The DevTools storage panel: ① the panel (Application in Chrome and Edge,
 * Storage in Firefox), ② the site under Cookies, ③ the value of one cookie in
 * the table. The last column marks HttpOnly cookies.
 */
export default function DevToolsStorage(props: IllustrationProps) {
  const rows: Array<[number, number, number, boolean]> = [
    [70, 120, 60, true],
    [54, 90, 60, false],
    [84, 132, 60, true],
    [62, 70, 44, false],
    [76, 110, 60, true],
  ];
  return (
    <Figure
      {...props}
      viewBox="0 0 640 290"
      drawing={
        <>
          <Window x={4} y={4} w={632} h={282} />
          <PanelTabs x={5} y={35} w={630} active={4} icon={cylinder} />
          <Callout x={317} y={19} n={1} />

          {/* Storage tree. */}
          <Bar x={16} y={76} w={64} h={8} strong />
          <Node
            y={104}
            open={false}
            icon={(x, y) => <BoxIcon x={x} y={y} />}
            w={80}
          />
          <Node
            y={128}
            open={false}
            icon={(x, y) => <BoxIcon x={x} y={y} />}
            w={92}
          />
          <Node
            y={152}
            open={false}
            icon={(x, y) => <BoxIcon x={x} y={y} />}
            w={60}
          />
          <Node
            y={176}
            open
            icon={(x, y) => <CookieIcon x={x} y={y} />}
            w={56}
            strong
          />
          <rect
            x={5}
            y={188}
            width={195}
            height={24}
            fill="var(--ill-accent-soft)"
          />
          <rect x={5} y={188} width={4} height={24} fill="var(--ill-accent)" />
          <Node
            y={200}
            indent={18}
            icon={(x, y) => <GlobeIcon x={x} y={y} />}
            w={80}
            strong
          />
          <Callout x={180} y={200} n={2} />
          <Node
            y={230}
            open={false}
            icon={(x, y) => <BoxIcon x={x} y={y} />}
            w={70}
          />
          <Node
            y={254}
            open={false}
            icon={(x, y) => <BoxIcon x={x} y={y} />}
            w={84}
          />
          <line
            x1={200}
            x2={200}
            y1={66}
            y2={285}
            stroke="var(--ill-line)"
            strokeWidth={1.5}
          />

          {/* Cookie table: name, value, domain, HttpOnly. */}
          <rect
            x={201}
            y={66}
            width={434}
            height={24}
            fill="var(--ill-chrome)"
          />
          <Bar x={212} y={74} w={44} h={7} strong />
          <Bar x={334} y={74} w={52} h={7} strong />
          <Bar x={494} y={74} w={50} h={7} strong />
          {check(600, 77)}
          {[324, 484, 570].map((x) => (
            <line
              key={x}
              x1={x}
              x2={x}
              y1={66}
              y2={230}
              stroke="var(--ill-line)"
              strokeWidth={1}
            />
          ))}
          {rows.map(([name, value, domain, httpOnly], i) => {
            const y = 90 + i * 28;
            const selected = i === 2;
            return (
              <g key={i}>
                {selected ? (
                  <rect
                    x={201}
                    y={y}
                    width={434}
                    height={28}
                    fill="var(--ill-accent-soft)"
                  />
                ) : null}
                {selected ? (
                  <rect
                    x={328}
                    y={y + 3}
                    width={152}
                    height={22}
                    rx={4}
                    fill="var(--ill-mark)"
                    stroke="var(--ill-mark-stroke)"
                    strokeWidth={2}
                  />
                ) : null}
                <Bar x={212} y={y + 10} w={name} strong={selected} />
                <Bar x={338} y={y + 10} w={value} strong={selected} />
                <Bar x={494} y={y + 10} w={domain} />
                {httpOnly ? check(600, y + 13) : null}
                <line
                  x1={201}
                  x2={635}
                  y1={y + 28}
                  y2={y + 28}
                  stroke="var(--ill-line)"
                  strokeWidth={1}
                />
              </g>
            );
          })}
          <Callout x={482} y={147} n={3} />
        </>
      }
    />
  );
}
