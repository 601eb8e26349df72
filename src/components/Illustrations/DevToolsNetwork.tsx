import React from 'react';
import {
  Bar,
  Callout,
  Figure,
  PanelTabs,
  Window,
  type IllustrationProps,
} from './parts';
import styles from './styles.module.css';

/**
 * The only characters drawn as text: the header name and the separators of a
 * cookie string. They are HTTP syntax, the same in every language, so they
 * are not translated.
 */
const HEADER = 'Cookie:';
const EQUALS = '=';
const SEPARATOR = ';';

/** The Network panel's icon: a waterfall of three staggered bars. */
const waterfall = (
  <g fill="var(--ill-accent)">
    <rect x={0} y={1} width={9} height={3.5} rx={1.5} />
    <rect x={4} y={6.5} width={10} height={3.5} rx={1.5} />
    <rect x={9} y={12} width={8} height={3.5} rx={1.5} />
  </g>
);

/** A collapsible section heading of the Headers view. */
function Section({y, w}: {y: number; w: number}) {
  return (
    <g>
      <path d={`M252 ${y - 3}h9l-4.5 6z`} fill="var(--ill-bar-strong)" />
      <Bar x={268} y={y - 4} w={w} strong />
    </g>
  );
}

/** One header line: a name and a value. */
function HeaderRow({y, name, value}: {y: number; name: number; value: number}) {
  return (
    <g>
      <Bar x={268} y={y - 3} w={name} h={7} strong />
      <Bar x={268 + name + 12} y={y - 3} w={value} h={7} />
    </g>
  );
}

/**
 * The DevTools Network panel: ① the Network tab, ② a request to the site,
 * ③ the Cookie line among its request headers.
 */
export default function DevToolsNetwork(props: IllustrationProps) {
  const rows = [120, 96, 150, 84, 132, 104, 70, 118];
  return (
    <Figure
      {...props}
      viewBox="0 0 640 400"
      drawing={
        <>
          <Window x={4} y={4} w={632} h={392} />
          {/* The web page above the docked DevTools. */}
          <rect x={5} y={35} width={630} height={88} fill="var(--ill-page)" />
          <Bar x={24} y={50} w={140} h={12} strong />
          <Bar x={24} y={74} w={260} />
          <Bar x={24} y={92} w={210} />
          <rect
            x={420}
            y={48}
            width={190}
            height={60}
            rx={6}
            fill="var(--ill-bar)"
          />
          <PanelTabs x={5} y={123} w={630} active={3} icon={waterfall} />
          <Callout x={240} y={104} n={1} />

          {/* Request list. */}
          <rect
            x={5}
            y={154}
            width={231}
            height={20}
            fill="var(--ill-chrome)"
          />
          <Bar x={16} y={160} w={60} h={7} strong />
          <Bar x={176} y={160} w={40} h={7} strong />
          {rows.map((w, i) => {
            const y = 176 + i * 26;
            const selected = i === 2;
            return (
              <g key={i}>
                {selected ? (
                  <>
                    <rect
                      x={5}
                      y={y}
                      width={231}
                      height={26}
                      fill="var(--ill-accent-soft)"
                    />
                    <rect
                      x={5}
                      y={y}
                      width={4}
                      height={26}
                      fill="var(--ill-accent)"
                    />
                  </>
                ) : null}
                <rect
                  x={16}
                  y={y + 7}
                  width={10}
                  height={12}
                  rx={2}
                  fill="none"
                  stroke="var(--ill-bar-strong)"
                  strokeWidth={1.5}
                />
                <Bar x={34} y={y + 9} w={w} strong={selected} />
                {selected ? null : <Bar x={176} y={y + 9} w={28} />}
              </g>
            );
          })}
          <Callout x={212} y={241} n={2} />
          <line
            x1={236}
            x2={236}
            y1={154}
            y2={395}
            stroke="var(--ill-line)"
            strokeWidth={1.5}
          />

          {/* Details of the selected request: Headers sub-tab. */}
          <rect
            x={237}
            y={154}
            width={398}
            height={24}
            fill="var(--ill-chrome)"
          />
          <Bar x={252} y={162} w={52} h={7} strong />
          <rect
            x={246}
            y={175}
            width={66}
            height={3}
            fill="var(--ill-accent)"
          />
          {[66, 58, 70, 50].map((w, i) => (
            <Bar key={i} x={324 + i * 78} y={162} w={w} h={7} />
          ))}
          <Section y={196} w={70} />
          <HeaderRow y={214} name={70} value={180} />
          <HeaderRow y={230} name={52} value={120} />
          <Section y={254} w={110} />
          <HeaderRow y={272} name={90} value={150} />
          <HeaderRow y={288} name={64} value={200} />
          <Section y={312} w={100} />
          <HeaderRow y={330} name={58} value={190} />
          <rect
            x={244}
            y={340}
            width={346}
            height={28}
            rx={5}
            fill="var(--ill-mark)"
            stroke="var(--ill-mark-stroke)"
            strokeWidth={2}
          />
          <text
            x={254}
            y={359}
            className={styles.mono}
            fontSize={14}
            fontWeight={700}
            fill="var(--ill-ink)">
            {HEADER}
          </text>
          {[0, 1, 2].map((i) => {
            const x = 326 + i * 84;
            return (
              <g key={i}>
                <Bar x={x} y={351} w={24} h={7} strong />
                <text
                  x={x + 28}
                  y={359}
                  className={styles.mono}
                  fontSize={14}
                  fill="var(--ill-ink)">
                  {EQUALS}
                </text>
                <Bar x={x + 40} y={351} w={30} h={7} strong />
                {i < 2 ? (
                  <text
                    x={x + 72}
                    y={359}
                    className={styles.mono}
                    fontSize={14}
                    fill="var(--ill-ink)">
                    {SEPARATOR}
                  </text>
                ) : null}
              </g>
            );
          })}
          <Callout x={612} y={354} n={3} />
          <HeaderRow y={382} name={80} value={140} />
        </>
      }
    />
  );
}
