import React from 'react';
import SearchBar from '@theme-original/SearchBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LocalSearch from '@site/plugins/search/components';

// Offline search by default; the original (Algolia DocSearch, present only
// when the site is built with Algolia credentials) otherwise.
export default function SearchBarWrapper() {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields?.searchMode === 'algolia' ? (
    <SearchBar />
  ) : (
    <LocalSearch />
  );
}
