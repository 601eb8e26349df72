import React from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {articleStructuredData} from '@site/plugins/posts/lib/posts';
import {useSiteConfig} from '@site/src/components/SiteConfig';

const absolute = (url: string, siteUrl: string) =>
  /^https?:\/\//.test(url) ? url : new URL(url, siteUrl).href;

/**
 * Replaces the stock BlogPosting data with a schema.org Article whose
 * headline is cut at 110 characters, the length search engines show.
 */
export default function BlogPostStructuredData() {
  const {siteConfig, i18n} = useDocusaurusContext();
  const {metadata, frontMatter} = useBlogPost();
  const {theme} = useSiteConfig();
  const updated = (frontMatter as {updated?: string | Date}).updated;
  const cover = (frontMatter as {cover?: string}).cover;
  const data = articleStructuredData({
    title: metadata.title,
    description: metadata.description,
    url: absolute(metadata.permalink, siteConfig.url),
    datePublished: new Date(metadata.date).toISOString(),
    dateModified: updated ? new Date(updated).toISOString() : undefined,
    authors: metadata.authors.map((author) => ({
      name: author.name ?? siteConfig.title,
      url: author.url ? absolute(author.url, siteConfig.url) : undefined,
    })),
    image: cover ? absolute(cover, siteConfig.url) : undefined,
    keywords: metadata.tags.map((tag) => tag.label),
    inLanguage: i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? 'en',
    publisher: {
      name: siteConfig.title,
      logo: absolute(theme.logo, siteConfig.url),
    },
  });
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(data)}</script>
    </Head>
  );
}
