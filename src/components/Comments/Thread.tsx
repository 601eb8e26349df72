import React from 'react';
import Giscus, {type GiscusProps} from '@giscus/react';
import legacyData from '@site/data/legacy-redirects.json';
import {
  commentTerm,
  type LegacyData,
} from '@site/plugins/legacy-redirects/lib/legacyRedirects';

type Props = Omit<GiscusProps, 'mapping' | 'term'> & {pathname: string};

/**
 * The giscus widget on the page's own discussion: the thread the previous
 * site kept for this page (its old address when it moved), shared by the
 * English and Chinese page. Loaded lazily with giscus, so the list of old
 * addresses never weighs on a page's first load.
 */
export default function Thread({pathname, ...props}: Props) {
  return (
    <Giscus
      {...props}
      mapping="specific"
      term={commentTerm(pathname, legacyData as unknown as LegacyData)}
    />
  );
}
