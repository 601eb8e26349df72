import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';
import {ArrowHead, DiagramFigure} from './parts';

/** A message between two participants, drawn as an arrow with its label above. */
export interface Message {
  from: number;
  to: number;
  /** The label; `\n` starts a new line. */
  text: string;
  /** request (thin), reply (dashed) or data (thick, the file's bytes). */
  kind?: 'request' | 'reply' | 'data';
}

/** A note across the participants `over` (first and last index). */
export interface Note {
  note: string;
  over: [number, number];
}

export type Step = Message | Note;

export interface SequenceDiagramProps {
  /** The accessible name, in the page's language. */
  title: string;
  /** Who takes part, left to right; `\n` starts a new line. */
  participants: string[];
  /** Index of a participant to draw highlighted (OpenList, usually). */
  highlight?: number;
  steps: Step[];
  /** Names of the line kinds used, shown under the drawing. */
  legend?: {request?: string; data?: string};
  /** A visible caption under the drawing. */
  children?: ReactNode;
}

const WIDTH = 360;
const PAD = 6;
const HEAD = 38;
const ROW = 34;
const LINE = 13;

const isNote = (step: Step): step is Note => 'note' in step;

/** Roughly how wide a line of 11-unit text is: Chinese characters are square. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text)
    width += /[\u2e80-\u9fff\uff00-\uffef]/.test(char) ? 11 : 6.2;
  return width;
}
const lines = (text: string) => text.split('\n');

/**
 * Where each step goes: a note's top, or a message's arrow, from top to
 * bottom; and where the last one ends.
 */
export function layoutSteps(steps: Step[]): {at: number[]; end: number} {
  let y = HEAD + 14;
  const at: number[] = [];
  for (const step of steps) {
    if (isNote(step)) {
      at.push(y);
      y += lines(step.note).length * LINE + 20;
    } else {
      y += (lines(step.text).length - 1) * LINE;
      at.push(y + ROW - 12);
      y += ROW;
    }
  }
  return {at, end: y};
}

/**
 * A sequence diagram drawn from data on the page, so each language's page
 * writes its own words: participants as columns, messages as arrows in
 * order from top to bottom, notes across columns. Sized for a phone column
 * (360 units wide), it scales up to at most 34rem.
 */
export default function SequenceDiagram({
  title,
  participants,
  highlight,
  steps,
  legend,
  children,
}: SequenceDiagramProps) {
  const id = useId();
  const column = (WIDTH - 2 * PAD) / participants.length;
  const x = (i: number) => PAD + column * (i + 0.5);
  const boxWidth = column - 6;

  const {at, end: y} = layoutSteps(steps);
  const drawn = steps.map((step, index) => {
    if (isNote(step)) {
      const text = lines(step.note);
      const top = at[index]!;
      const height = text.length * LINE + 10;
      // As wide as its columns, or as its longest line, within the drawing.
      const needed = Math.max(...text.map(textWidth)) + 16;
      const centre = (x(step.over[0]) + x(step.over[1])) / 2;
      const half = Math.max(
        (x(step.over[1]) - x(step.over[0]) + column - 8) / 2,
        needed / 2,
      );
      const left = Math.max(PAD, centre - half);
      const right = Math.min(WIDTH - PAD, centre + half);
      return (
        <g key={index}>
          <rect
            className={styles.note}
            x={left}
            y={top}
            width={right - left}
            height={height}
            rx={4}
          />
          {text.map((line, i) => (
            <text
              key={i}
              className={styles.label}
              x={(left + right) / 2}
              y={top + 15 + i * LINE}
              textAnchor="middle">
              {line}
            </text>
          ))}
        </g>
      );
    }
    const text = lines(step.text);
    const arrowY = at[index]!;
    const kind = step.kind ?? 'request';
    const direction = step.to > step.from ? 1 : -1;
    const start = x(step.from) + direction * 3;
    const end = x(step.to) - direction * 5;
    return (
      <g key={index}>
        {text.map((line, i) => (
          <text
            key={i}
            className={styles.label}
            x={(x(step.from) + x(step.to)) / 2}
            y={arrowY - 6 - (text.length - 1 - i) * LINE}
            textAnchor="middle">
            {line}
          </text>
        ))}
        <line
          className={styles[kind]}
          x1={start}
          y1={arrowY}
          x2={end}
          y2={arrowY}
          markerEnd={`url(#${id}-${kind === 'data' ? 'data' : 'request'})`}
        />
      </g>
    );
  });
  const legendY = y + 8;
  const height = legend ? legendY + 22 : y + 8;
  const description = steps
    .map((step) =>
      isNote(step)
        ? step.note.replace(/\n/g, ' ')
        : `${participants[step.from]!.replace(/\n/g, ' ')} → ${participants[step.to]!.replace(/\n/g, ' ')}: ${step.text.replace(/\n/g, ' ')}`,
    )
    .join('. ');

  return (
    <DiagramFigure
      id={id}
      title={title}
      description={description}
      width={WIDTH}
      height={height}
      caption={children}>
      <defs>
        <ArrowHead id={`${id}-request`} className={styles.headRequest} />
        <ArrowHead
          id={`${id}-data`}
          className={styles.headData}
          size={4}
          refX={7}
        />
      </defs>
      {participants.map((name, i) => (
        <g key={i}>
          <line
            className={styles.lifeline}
            x1={x(i)}
            y1={HEAD}
            x2={x(i)}
            y2={y}
          />
          <rect
            className={clsx(styles.box, i === highlight && styles.strong)}
            x={x(i) - boxWidth / 2}
            y={2}
            width={boxWidth}
            height={HEAD - 4}
            rx={6}
          />
          {lines(name).map((line, j, all) => (
            <text
              key={j}
              className={styles.title}
              x={x(i)}
              y={HEAD / 2 + 4 + (j - (all.length - 1) / 2) * LINE}
              textAnchor="middle">
              {line}
            </text>
          ))}
        </g>
      ))}
      {drawn}
      {legend &&
        (['request', 'data'] as const).map((kind, i) =>
          legend[kind] ? (
            <g key={kind}>
              <line
                className={styles[kind]}
                x1={PAD + 4 + (i * WIDTH) / 2}
                y1={legendY}
                x2={PAD + 30 + (i * WIDTH) / 2}
                y2={legendY}
              />
              <text
                className={styles.legend}
                x={PAD + 36 + (i * WIDTH) / 2}
                y={legendY + 4}>
                {legend[kind]}
              </text>
            </g>
          ) : null,
        )}
    </DiagramFigure>
  );
}
