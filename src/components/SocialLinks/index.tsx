import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useSiteConfig} from '@site/src/components/SiteConfig';
import type {SocialLink} from '@site/src/lib/siteConfig/types';
import styles from './styles.module.css';

const ICON_PATHS: Record<SocialLink['icon'], string> = {
  github:
    'M12 .5a11.5 11.5 0 0 0-3.64 22.41c.58.1.79-.25.79-.56v-2c-3.2.7-3.88-1.37-3.88-1.37-.52-1.33-1.28-1.69-1.28-1.69-1.05-.71.08-.7.08-.7 1.16.08 1.77 1.19 1.77 1.19 1.03 1.76 2.7 1.25 3.36.96.1-.75.4-1.25.73-1.54-2.56-.29-5.25-1.28-5.25-5.69 0-1.26.45-2.28 1.19-3.09-.12-.29-.52-1.46.11-3.05 0 0 .97-.31 3.17 1.18a11 11 0 0 1 5.77 0c2.2-1.49 3.17-1.18 3.17-1.18.63 1.59.23 2.76.11 3.05.74.81 1.19 1.83 1.19 3.09 0 4.42-2.7 5.39-5.26 5.68.41.36.78 1.06.78 2.14v3.17c0 .31.21.67.8.56A11.5 11.5 0 0 0 12 .5Z',
  telegram:
    'M21.9 4.3 18.7 19.4c-.24 1.07-.87 1.33-1.77.83l-4.87-3.59-2.35 2.26c-.26.26-.48.48-.98.48l.35-4.96 9.03-8.16c.39-.35-.09-.54-.6-.2L6.34 13.1 1.53 11.6c-1.05-.33-1.07-1.05.22-1.55L20.55 2.8c.87-.32 1.63.2 1.35 1.5Z',
  rss: 'M4 4.5v3a12.5 12.5 0 0 1 12.5 12.5h3A15.5 15.5 0 0 0 4 4.5Zm0 6v3a6.5 6.5 0 0 1 6.5 6.5h3A9.5 9.5 0 0 0 4 10.5ZM6 16a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z',
  link: 'M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a3 3 0 1 1 4.2 4.2l-2 2a1 1 0 0 1-1.4-1.4l2-2a1 1 0 1 0-1.4-1.4L12 13.4a1 1 0 0 1-1.4 0Zm2.8-2.8a1 1 0 0 1 0 1.4l-3.5 3.5a3 3 0 1 1-4.2-4.2l2-2a1 1 0 0 1 1.4 1.4l-2 2a1 1 0 1 0 1.4 1.4l3.5-3.5a1 1 0 0 1 1.4 0Z',
};

export function SocialIcon({icon}: {icon: SocialLink['icon']}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false">
      <path fill="currentColor" d={ICON_PATHS[icon]} />
    </svg>
  );
}

/** Icon links from site.config.ts theme.socialLinks, for navbar and mobile menu. */
export default function SocialLinks({
  className,
  mobile = false,
}: {
  className?: string;
  mobile?: boolean;
}) {
  const {theme} = useSiteConfig();
  return (
    <div
      className={clsx(
        styles.links,
        mobile ? 'menu__list-item' : 'navbar__item',
        className,
      )}>
      {theme.socialLinks.map((link) => (
        <Link
          key={link.link}
          href={link.link}
          className={styles.link}
          aria-label={translate(
            {
              id: 'socialLinks.label',
              message: '{name} (opens in a new tab)',
              description: 'Accessible name of a social icon link',
            },
            {name: link.name},
          )}
          title={link.name}>
          <SocialIcon icon={link.icon} />
        </Link>
      ))}
    </div>
  );
}
