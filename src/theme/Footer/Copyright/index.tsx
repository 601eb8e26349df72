import React from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import FooterMessage from '@site/src/components/FooterMessage';
import FooterVersion from '@site/src/components/FooterVersion';

type Props = WrapperProps<typeof CopyrightType>;

// Adds the configured footer message before, and the OpenList version line
// after, the standard copyright.
export default function CopyrightWrapper(props: Props) {
  return (
    <>
      <FooterMessage />
      <Copyright {...props} />
      <FooterVersion />
    </>
  );
}
