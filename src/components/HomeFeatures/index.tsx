import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Feature {
  title: ReactNode;
  body: ReactNode;
  /** The page that explains it. */
  to: string;
}

const FEATURES: Feature[] = [
  {
    title: (
      <Translate id="home.feature.storage.title">
        Many storages, one tree
      </Translate>
    ),
    body: (
      <Translate id="home.feature.storage.body">
        Mount local folders, S3 buckets, WebDAV, FTP and SMB servers and dozens
        of cloud drives such as OneDrive, Google Drive, 115, Baidu Netdisk and
        Quark side by side, each at a path of your choice.
      </Translate>
    ),
    to: '/guide/drivers',
  },
  {
    title: (
      <Translate id="home.feature.serve.title">Serve it your way</Translate>
    ),
    body: (
      <Translate id="home.feature.serve.body">
        Besides the web interface, the same tree is available over WebDAV, and —
        once switched on — over FTP, SFTP and an S3-compatible endpoint.
      </Translate>
    ),
    to: '/guide/advanced/webdav',
  },
  {
    title: (
      <Translate id="home.feature.offline.title">Offline download</Translate>
    ),
    body: (
      <Translate id="home.feature.offline.body">
        Send links to aria2, qBittorrent, Transmission or a cloud drive's own
        offline download, and have the results land in any mounted storage.
      </Translate>
    ),
    to: '/guide/advanced/offline-download',
  },
  {
    title: <Translate id="home.feature.search.title">Search</Translate>,
    body: (
      <Translate id="home.feature.search.body">
        Index file names in the database, in a local Bleve index or in
        Meilisearch, and find files across every storage at once.
      </Translate>
    ),
    to: '/guide/advanced/search',
  },
  {
    title: (
      <Translate id="home.feature.permissions.title">
        Users and permissions
      </Translate>
    ),
    body: (
      <Translate id="home.feature.permissions.body">
        Give each user a base path and exactly the rights they need, protect
        folders with passwords, hide paths, and share links with expiry dates.
      </Translate>
    ),
    to: '/guide/advanced/users-permissions',
  },
  {
    title: (
      <Translate id="home.feature.preview.title">
        Preview in the browser
      </Translate>
    ),
    body: (
      <Translate id="home.feature.preview.body">
        Play video and audio, view images, documents and code, and browse inside
        archives without downloading them first.
      </Translate>
    ),
    to: '/configuration/settings/preview',
  },
];

export default function HomeFeatures() {
  return (
    <section className={styles.features} aria-labelledby="home-features">
      <div className="container">
        <Heading as="h2" id="home-features" className={styles.heading}>
          <Translate id="home.features.title">What OpenList does</Translate>
        </Heading>
        <ul className={styles.grid}>
          {FEATURES.map((feature, index) => (
            <li key={index} className={styles.card}>
              <Heading as="h3" className={styles.cardTitle}>
                <Link to={feature.to} className={styles.cardLink}>
                  {feature.title}
                </Link>
              </Heading>
              <p className={styles.cardBody}>{feature.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
