import React from 'react';
import styles from './styles.module.css';

/** Storages in the drawn file list: a mount path and the kind of storage. */
const ROWS: [string, string][] = [
  ['/local', 'Local'],
  ['/s3-backup', 'S3'],
  ['/onedrive', 'OneDrive'],
  ['/115', '115'],
  ['/baidu', 'Baidu'],
  ['/webdav-nas', 'WebDAV'],
];

/** OpenList's default address (port 5244). */
const ADDRESS = 'localhost:5244';

const PROTOCOLS = ['Web', 'WebDAV', 'FTP', 'SFTP', 'S3'];

/**
 * A drawing of OpenList's file list: storages of different kinds mounted side
 * by side in one tree, served over several protocols. Colours come from CSS
 * variables, so it follows the light and dark themes. Language-neutral.
 */
export default function HeroIllustration() {
  return (
    <svg
      viewBox="0 0 480 372"
      className={styles.illustration}
      role="img"
      aria-labelledby="home-illustration-title">
      <title id="home-illustration-title">
        {'OpenList: ' + ROWS.map(([path]) => path).join(', ')}
      </title>
      <rect
        x="8"
        y="8"
        width="464"
        height="312"
        rx="14"
        className={styles.illuWindow}
      />
      <path
        d="M8 22a14 14 0 0 1 14-14h436a14 14 0 0 1 14 14v22H8z"
        className={styles.illuBar}
      />
      <circle cx="30" cy="26" r="5" className={styles.illuDot} />
      <circle cx="47" cy="26" r="5" className={styles.illuDot} />
      <circle cx="64" cy="26" r="5" className={styles.illuDot} />
      <rect
        x="88"
        y="16"
        width="300"
        height="20"
        rx="10"
        className={styles.illuField}
      />
      <text x="102" y="30" className={styles.illuUrl}>
        {ADDRESS}
      </text>
      <g transform="translate(28 62)">
        <text x="0" y="12" className={styles.illuCrumb}>
          /
        </text>
        {ROWS.map(([path, kind], index) => {
          const y = 28 + index * 36;
          return (
            <g key={path} transform={`translate(0 ${y})`}>
              <rect
                width="424"
                height="30"
                rx="6"
                className={index === 1 ? styles.illuRowActive : styles.illuRow}
              />
              <path
                d="M12 9h7l2 2h9a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H12a2 2 0 0 1-2-2V11a2 2 0 0 1 2-2z"
                className={styles.illuFolder}
              />
              <text x="44" y="20" className={styles.illuName}>
                {path}
              </text>
              <rect
                x="250"
                y="9"
                width={36 + ((index * 23) % 44)}
                height="12"
                rx="6"
                className={styles.illuMuted}
              />
              <text x="412" y="20" textAnchor="end" className={styles.illuKind}>
                {kind}
              </text>
            </g>
          );
        })}
      </g>
      <g transform="translate(16 336)">
        {PROTOCOLS.map((name, index) => (
          <g key={name} transform={`translate(${index * 92} 0)`}>
            <rect width="80" height="30" rx="15" className={styles.illuPill} />
            <text
              x="40"
              y="20"
              textAnchor="middle"
              className={styles.illuPillText}>
              {name}
            </text>
          </g>
        ))}
      </g>
    </svg>
  );
}
