import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * The figure every diagram is drawn in: an SVG image named by its title and
 * described by a text version of the drawing, scaled to the column, with an
 * optional visible caption. `id` is the diagram's unique id (useId).
 */
export function DiagramFigure({
  id,
  title,
  description,
  width,
  height,
  caption,
  children,
}: {
  id: string;
  title: string;
  description: string;
  width: number;
  height: number;
  caption?: ReactNode;
  children: ReactNode;
}) {
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        xmlns="http://www.w3.org/2000/svg">
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {children}
      </svg>
      {caption ? (
        <figcaption className={styles.caption}>{caption}</figcaption>
      ) : null}
    </figure>
  );
}

/** An arrowhead for `marker-end`, coloured by a class of styles.module.css. */
export function ArrowHead({
  id,
  className,
  size = 7,
  refX = 9,
}: {
  id: string;
  className?: string;
  size?: number;
  refX?: number;
}) {
  return (
    <marker
      id={id}
      viewBox="0 0 10 10"
      refX={refX}
      refY="5"
      markerWidth={size}
      markerHeight={size}
      orient="auto-start-reverse">
      <path className={className} d="M0,0 L10,5 L0,10 z" />
    </marker>
  );
}
