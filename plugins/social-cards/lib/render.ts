/**
 * Renders a card to PNG: satori lays it out and turns the text into shapes
 * with Noto Sans SC (@fontsource, SIL Open Font License; its Chinese subset
 * is loaded only for text that needs it), resvg rasterizes the SVG.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import satori from 'satori';
import {Resvg} from '@resvg/resvg-js';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  cardTree,
  needsCjk,
  type CardText,
} from './card';

type Font = {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: 'normal';
};

const fontFile = (subset: string, weight: number) =>
  path.join(
    path.dirname(require.resolve('@fontsource/noto-sans-sc/package.json')),
    'files',
    `noto-sans-sc-${subset}-${weight}-normal.woff`,
  );

const font = (subset: string, weight: 400 | 700, name = 'Card'): Font => ({
  name,
  data: fs.readFileSync(fontFile(subset, weight)),
  weight,
  style: 'normal',
});

let latin: Font[] | null = null;
let cjk: Font[] | null = null;

function fontsFor(text: CardText): Font[] {
  latin ??= [font('latin', 400), font('latin', 700), font('latin-ext', 700)];
  const words = [text.title, text.subtitle ?? '', ...text.kicker, text.brand];
  if (!words.some(needsCjk)) return latin;
  // The Chinese subset covers the CJK text in every weight the card uses.
  cjk ??= [
    font('chinese-simplified', 700, 'Card SC'),
    font('chinese-simplified', 400, 'Card SC'),
  ];
  return [...latin, ...cjk];
}

/** The OpenList mark as a data: URL, for the card's <img>. */
export function logoDataUrl(svgFile: string): string {
  return `data:image/svg+xml;base64,${fs.readFileSync(svgFile).toString('base64')}`;
}

const chunk = (type: string, data: Buffer): Buffer => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
};

/**
 * PNG of RGBA pixels: rows unfiltered, deflate at level 3. resvg's own
 * encoder compresses about 15 % smaller but takes three times as long, and
 * encoding was the larger part of a card's time.
 */
export function encodePng(rgba: Uint8Array, width: number, height: number) {
  const stride = width * 4;
  const raw = Buffer.alloc(height * (stride + 1));
  for (let y = 0; y < height; y += 1)
    raw.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, {level: 3})),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function renderCard(
  text: CardText,
  logo: string,
): Promise<Buffer> {
  const svg = await satori(cardTree(text, logo) as never, {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: fontsFor(text),
  });
  // Text is already shapes: resvg needs no fonts (loading the system's
  // costs more than the drawing).
  const image = new Resvg(svg, {font: {loadSystemFonts: false}}).render();
  return encodePng(image.pixels, image.width, image.height);
}
