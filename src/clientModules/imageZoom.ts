import type {ClientModule} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import './imageZoom.css';

/**
 * Image zoom: screenshots and diagrams in a doc or a post open full size in
 * a modal `<dialog>` on click, Enter or Space, and close on Escape or a click
 * anywhere; focus goes back to the image. One listener per event for the
 * whole document; images that are links keep following their link. The
 * dialog itself (imageZoomDialog.ts) loads on the first zoom, so pages pay
 * only for marking their pictures.
 */
const CONTENT = '.theme-doc-markdown, #__blog-post-container';
const ZOOMABLE = ['img', 'svg[role="img"]']
  .map((item) => CONTENT.split(', ').map((scope) => `${scope} ${item}`))
  .flat()
  .join(', ');
export const MARK = 'data-zoomable';

let listening = false;

/** The accessible name of an image or a diagram. */
export function imageName(element: Element): string {
  if (element instanceof HTMLImageElement) return element.alt.trim();
  const ids = element.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
  const named = ids
    .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
    .filter(Boolean);
  return (named[0] ?? element.getAttribute('aria-label') ?? '').trim();
}

const HINT_ID = 'ol-zoom-hint';

/**
 * The description every zoomable picture points to. Pictures keep their own
 * role and name (a diagram's text stays what it is): focusable, described.
 */
function hint(): void {
  if (document.getElementById(HINT_ID)) return;
  const element = document.createElement('span');
  element.id = HINT_ID;
  element.hidden = true;
  element.textContent = translate({
    id: 'imageZoom.hint',
    message: 'Press Enter to view full size',
    description: 'Description of a picture that opens full size',
  });
  document.body.append(element);
}

/** Marks the zoomable images of the page (after each navigation). */
function mark(): void {
  hint();
  for (const image of Array.from(document.querySelectorAll(ZOOMABLE))) {
    if (image.hasAttribute(MARK) || image.closest('a, button, dialog'))
      continue;
    image.setAttribute(MARK, '');
    image.setAttribute('tabindex', '0');
    const described = image.getAttribute('aria-describedby');
    image.setAttribute(
      'aria-describedby',
      described ? `${described} ${HINT_ID}` : HINT_ID,
    );
  }
}

/** Opens the full-size view; its code loads on the first zoom. */
function open(image: Element): void {
  void import('./imageZoomDialog').then(({openZoom}) =>
    openZoom(image, imageName(image)),
  );
}

function zoomable(target: EventTarget | null): Element | null {
  if (!(target instanceof Element)) return null;
  const marked = target.closest(`[${MARK}]`);
  if (marked) return marked;
  // Content that appeared after the navigation (a decrypted page).
  const image = target.closest(ZOOMABLE);
  return image && !image.closest('a, button, dialog') ? image : null;
}

const imageZoom: ClientModule = {
  onRouteDidUpdate() {
    mark();
    if (listening) return;
    listening = true;
    document.addEventListener('click', (event) => {
      const image = zoomable(event.target);
      if (image) open(image);
    });
    document.addEventListener('keydown', (event) => {
      const image = zoomable(event.target);
      if (!image || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      open(image);
    });
  },
};

export default imageZoom;
