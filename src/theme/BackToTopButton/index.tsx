// The theme shows its own back-to-top button on doc pages only, and only while
// scrolling up. Ours (src/components/BackToTop) is rendered on every page by
// the Layout wrapper, so this one renders nothing.
export default function BackToTopButton(): null {
  return null;
}
