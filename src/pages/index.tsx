import React from 'react';
import {translate} from '@docusaurus/Translate';
import {SiteLayout} from '@site/plugins/layouts/components';
import HomeHero from '@site/src/components/HomeHero';
import HomeFeatures from '@site/src/components/HomeFeatures';
import HomeStorages from '@site/src/components/HomeFeatures/Storages';
import HomeDownload from '@site/src/components/Download/HomeDownload';
import HydrateInTurn from '@site/plugins/preact/HydrateInTurn';

export default function Home() {
  return (
    <SiteLayout
      layout="home"
      description={translate({
        id: 'home.meta.description',
        message:
          'OpenList shows local disks, S3, WebDAV and dozens of cloud drives as one file list, served over the web, WebDAV, FTP, SFTP and S3.',
      })}>
      <main>
        <HydrateInTurn>
          <HomeHero />
        </HydrateInTurn>
        <HydrateInTurn>
          <HomeFeatures />
        </HydrateInTurn>
        <HydrateInTurn>
          <HomeStorages />
        </HydrateInTurn>
        <HydrateInTurn>
          <HomeDownload />
        </HydrateInTurn>
      </main>
    </SiteLayout>
  );
}
