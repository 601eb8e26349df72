import {MARK} from './imageZoom';

/**
 * The full-size view of image zoom (imageZoom.ts): one shared modal
 * `<dialog>`, loaded on the first zoom.
 */
let dialog: HTMLDialogElement | null = null;
let opener: Element | null = null;

/** Width / height of a drawing, or null for a raster image. */
function vectorRatio(image: Element): number | null {
  if (image instanceof HTMLImageElement) {
    const svg = /^data:image\/svg\+xml|\.svg(\?|#|$)/.test(
      image.currentSrc || image.src,
    );
    return svg && image.naturalHeight > 0
      ? image.naturalWidth / image.naturalHeight
      : null;
  }
  const box = (image as SVGSVGElement).viewBox?.baseVal;
  return box && box.height > 0 ? box.width / box.height : 1.6;
}

function close(): void {
  dialog?.close();
}

export function openZoom(image: Element, name: string): void {
  if (!dialog) {
    dialog = document.createElement('dialog');
    dialog.className = 'ol-zoom';
    // A click anywhere, on the image or around it, closes.
    dialog.addEventListener('click', close);
    dialog.addEventListener('close', () => {
      dialog?.replaceChildren();
      if (opener instanceof HTMLElement || opener instanceof SVGElement)
        opener.focus({preventScroll: true});
      opener = null;
    });
    document.body.append(dialog);
  }
  let copy: Element;
  if (image instanceof HTMLImageElement) {
    copy = document.createElement('img');
    (copy as HTMLImageElement).src = image.currentSrc || image.src;
    (copy as HTMLImageElement).alt = '';
  } else {
    copy = image.cloneNode(true) as Element;
    // The copy is decoration; ids stay unique in the page.
    for (const node of [copy, ...Array.from(copy.querySelectorAll('[id]'))])
      node.removeAttribute('id');
    for (const name of [
      MARK,
      'tabindex',
      'role',
      'aria-label',
      'aria-labelledby',
      'aria-describedby',
    ])
      copy.removeAttribute(name);
  }
  copy.setAttribute('aria-hidden', 'true');
  // Drawings (inline or SVG files) scale up to the screen; photos and
  // screenshots show at most at their own size.
  const ratio = vectorRatio(image);
  dialog.classList.toggle('ol-zoom--vector', ratio !== null);
  if (ratio !== null)
    dialog.style.setProperty('--ol-zoom-ratio', String(ratio));
  dialog.setAttribute('aria-label', name);
  dialog.replaceChildren(copy);
  opener = image;
  dialog.showModal();
}
