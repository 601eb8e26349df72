import React from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {PageMetadata} from '@docusaurus/theme-common';
import LayoutProvider from '@theme/Layout/Provider';
import {useRouteLayout} from '@site/plugins/layouts/components';
import BackToTop from '@site/src/components/BackToTop';

type Props = WrapperProps<typeof LayoutType>;

// Applies the route's layout (the one its front matter names, else default): `false` renders the page bare, without
// navbar or footer; `empty` drops the footer; every layout is named on <html>
// for layout-specific styles and gets the back-to-top button.
export default function LayoutWrapper(props: Props) {
  const layout = useRouteLayout();
  if (layout === false) {
    return (
      <LayoutProvider>
        <PageMetadata title={props.title} description={props.description} />
        <Head>
          <html data-layout="none" />
        </Head>
        {props.children}
      </LayoutProvider>
    );
  }
  return (
    <Layout {...props} noFooter={props.noFooter || layout === 'empty'}>
      <Head>
        <html data-layout={layout} />
      </Head>
      {props.children}
      <BackToTop />
    </Layout>
  );
}
