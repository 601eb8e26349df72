import MDXComponents from '@theme-original/MDXComponents';
import EncryptedContent from '@site/src/components/EncryptedContent';

/** The theme's MDX components plus the body of password-protected pages. */
export default {...MDXComponents, EncryptedContent};
