import React from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import HomeHero from '@site/src/components/HomeHero';

export default function Home() {
  return (
    <Layout
      description={translate({
        id: 'home.meta.description',
        message:
          'OpenList shows local disks, S3, WebDAV and dozens of cloud drives as one file list, served over the web, WebDAV, FTP, SFTP and S3.',
      })}>
      <main>
        <HomeHero />
      </main>
    </Layout>
  );
}
