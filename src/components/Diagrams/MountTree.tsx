import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';
import {ArrowHead, DiagramFigure} from './parts';
import {byCodeUnit} from '@site/src/lib/codeUnitOrder';

export interface MountTreeProps {
  /** The accessible name, in the page's language. */
  title: string;
  /** Each storage: its driver (as the reader sees it) and mount path. */
  storages: {driver: string; mount: string}[];
  /** Column headings: the storages, and the tree users see. */
  storagesLabel: string;
  treeLabel: string;
  /** Shown after a folder that no storage is mounted at. */
  virtualLabel: string;
  /** A sentence under the tree, e.g. what a user with a base path sees. */
  note?: string;
  /** A mount path or virtual folder to highlight with the note. */
  highlight?: string;
  children?: ReactNode;
}

interface Node {
  path: string;
  name: string;
  depth: number;
  mounted: boolean;
}

/**
 * Tree order: folder by folder, names compared lower-cased by code unit
 * (then as written; src/lib/codeUnitOrder.ts), so a folder comes right
 * before what is inside it.
 */
function byTreeOrder(a: string, b: string): number {
  const as = a.split('/');
  const bs = b.split('/');
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const [x, y] = [as[i]!, bs[i]!];
    const [lx, ly] = [x.toLowerCase(), y.toLowerCase()];
    const order = byCodeUnit(lx, ly) || byCodeUnit(x, y);
    if (order) return order;
  }
  return as.length - bs.length;
}

/** Every folder the mount paths make, in tree order, below "/". */
export function treeOf(mounts: string[]): Node[] {
  const folders = new Set<string>();
  for (const mount of mounts) {
    const parts = mount.split('/').filter(Boolean);
    for (let i = 1; i <= parts.length; i++)
      folders.add(`/${parts.slice(0, i).join('/')}`);
  }
  return [...folders].sort(byTreeOrder).map((path) => ({
    path,
    name: path.slice(path.lastIndexOf('/') + 1),
    depth: path.split('/').length - 1,
    mounted: mounts.includes(path),
  }));
}

const WIDTH = 360;
const TOP = 30;
const ROW = 27;
const TREE_X = 196;
const INDENT = 20;

/**
 * How storages make one tree: each storage (left) appears at its mount path
 * (right); folders that only lead to a mount path are virtual. Drawn from
 * data on the page, in its language.
 */
export default function MountTree({
  title,
  storages,
  storagesLabel,
  treeLabel,
  virtualLabel,
  note,
  highlight,
  children,
}: MountTreeProps) {
  const id = useId();
  const nodes = treeOf(storages.map((s) => s.mount));
  const rowOf = (path: string) => nodes.findIndex((n) => n.path === path) + 1;
  const y = (row: number) => TOP + 12 + row * ROW;
  const nodeX = (depth: number) => TREE_X + depth * INDENT;
  const bottom = y(nodes.length) + 14;
  const noteLines = note ? note.split('\n') : [];
  const height = bottom + (noteLines.length ? noteLines.length * 14 + 18 : 0);
  const description = [
    ...storages.map((s) => `${s.driver}: ${s.mount}`),
    ...nodes.filter((n) => !n.mounted).map((n) => `${n.path} ${virtualLabel}`),
    note?.replace(/\n/g, ' '),
  ]
    .filter(Boolean)
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
        <ArrowHead id={`${id}-head`} className={styles.headRequest} size={6} />
      </defs>
      <text className={styles.title} x={6} y={18}>
        {storagesLabel}
      </text>
      <text className={styles.title} x={TREE_X - 6} y={18}>
        {treeLabel}
      </text>
      {/* The root and the tree's lines. */}
      <text
        className={clsx(styles.text, styles.mono)}
        x={TREE_X - 6}
        y={y(0) + 4}>
        /
      </text>
      {nodes.map((node, index) => {
        const parentDepth = node.depth - 1;
        const parentRow =
          parentDepth === 0
            ? 0
            : rowOf(node.path.slice(0, node.path.lastIndexOf('/')));
        const lineX = nodeX(parentDepth) - 2;
        return (
          <path
            key={`l${index}`}
            className={styles.tree}
            d={`M${lineX},${y(parentRow) + 8} V${y(index + 1)} H${nodeX(node.depth) - 6}`}
          />
        );
      })}
      {nodes.map((node, index) => {
        const row = index + 1;
        const marked =
          highlight !== undefined &&
          (node.path === highlight || node.path.startsWith(`${highlight}/`));
        return (
          <g key={node.path}>
            {marked && (
              <rect
                className={clsx(styles.note)}
                x={nodeX(node.depth) - 4}
                y={y(row) - 10}
                width={WIDTH - nodeX(node.depth) - 2}
                height={20}
                rx={3}
              />
            )}
            <text
              className={clsx(styles.text, styles.mono)}
              x={nodeX(node.depth)}
              y={y(row) + 4}>
              {node.name}
              {!node.mounted && (
                <tspan className={styles.legend} dx={6}>
                  {virtualLabel}
                </tspan>
              )}
            </text>
          </g>
        );
      })}
      {storages.map((storage) => {
        const row = rowOf(storage.mount);
        return (
          <g key={storage.mount}>
            <rect
              className={styles.box}
              x={6}
              y={y(row) - 11}
              width={TREE_X - 50}
              height={22}
              rx={4}
            />
            <text className={styles.text} x={14} y={y(row) + 4}>
              {storage.driver}
            </text>
            <line
              className={styles.request}
              x1={TREE_X - 42}
              y1={y(row)}
              x2={nodeX(nodes[row - 1]!.depth) - 8}
              y2={y(row)}
              markerEnd={`url(#${id}-head)`}
            />
          </g>
        );
      })}
      {noteLines.map((line, i) => (
        <text key={i} className={styles.label} x={6} y={bottom + 14 + i * 14}>
          {line}
        </text>
      ))}
    </DiagramFigure>
  );
}
