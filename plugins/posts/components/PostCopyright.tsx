import React from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {useSiteConfig} from '@site/src/components/SiteConfig';
import styles from './styles.module.css';

/** Author, link and licence of a post (the licence when site.license is on). */
export default function PostCopyright() {
  const {metadata} = useBlogPost();
  const {site} = useSiteConfig();
  const {siteConfig} = useDocusaurusContext();
  const url = new URL(metadata.permalink, siteConfig.url).href;
  const authors = metadata.authors.length
    ? metadata.authors
    : [{name: site.author.name, url: site.author.link}];
  return (
    <dl className={styles.copyright} data-post-copyright>
      <dt>{translate({id: 'posts.copyright.author', message: 'Author'})}</dt>
      <dd data-field="author">
        {authors.map((author, i) => (
          <React.Fragment key={author.name ?? i}>
            {i > 0 && ', '}
            {author.url ? (
              <Link href={author.url}>{author.name}</Link>
            ) : (
              author.name
            )}
          </React.Fragment>
        ))}
      </dd>
      <dt>{translate({id: 'posts.copyright.link', message: 'Link'})}</dt>
      <dd data-field="link">
        <Link to={metadata.permalink}>{decodeURI(url)}</Link>
      </dd>
      {site.license.enable && (
        <>
          <dt>
            {translate({id: 'posts.copyright.license', message: 'License'})}
          </dt>
          <dd data-field="license">
            <Translate
              id="posts.copyright.licenseText"
              values={{
                license: (
                  <Link href={site.license.link}>{site.license.type}</Link>
                ),
              }}>
              {
                'Unless stated otherwise, this post is licensed under {license}.'
              }
            </Translate>
          </dd>
        </>
      )}
    </dl>
  );
}
