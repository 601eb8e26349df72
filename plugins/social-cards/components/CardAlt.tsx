import React from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';

/**
 * The text alternative of a page's social card, for networks that show it
 * to screen reader users. The card's size is site-wide (themeConfig).
 */
export default function CardAlt({title}: {title: string}) {
  const alt = translate(
    {
      id: 'socialCard.alt',
      message: '{title} — OpenList Docs',
      description: 'Text alternative of a page’s social card image',
    },
    {title},
  );
  return (
    <Head>
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:image:alt" content={alt} />
    </Head>
  );
}
