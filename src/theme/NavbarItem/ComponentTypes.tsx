import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import SocialLinksNavbarItem from '@site/src/components/SocialLinks/NavbarItem';
import VersionMenuNavbarItem from '@site/src/components/VersionMenu/NavbarItem';

// Registers our custom navbar item types; the originals are kept as they are.
export default {
  ...ComponentTypes,
  'custom-socialLinks': SocialLinksNavbarItem,
  'custom-versionMenu': VersionMenuNavbarItem,
};
