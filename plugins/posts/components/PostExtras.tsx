import {createContext, useContext} from 'react';
import type {PostExtras} from '@site/plugins/posts/types';

/** Per-post data from plugins/posts (route module), on a post's own page. */
export const PostExtrasContext = createContext<PostExtras | null>(null);

/** The post's extras, or null outside a post page (e.g. in post lists). */
export function usePostExtras(): PostExtras | null {
  return useContext(PostExtrasContext);
}
