// Catalogue images, drawn rather than stored: each seeded image URL (`/images/programs/7.webp`) is a
// composition whose colours and shapes come from its collection and number, rendered to WebP by
// sharp at the width asked for. Same URL, same bytes, on every machine: no text is drawn, so no
// font on the machine can change the result, and the response can be cached immutably.
import sharp from 'sharp';
import { createRandom } from '../lib/random';
import { imageHeightFor } from '@cle/contracts/images';

/** The seed's collections and how many images each has (api/src/seed/generate-catalogue.ts). */
export const IMAGE_COLLECTIONS = { programs: 24, publications: 12, podcasts: 10 } as const;
export type ImageCollection = keyof typeof IMAGE_COLLECTIONS;

// The cards' palette (mfe-product palette.ts), dark enough for white text beside the image.
const PALETTES: Record<ImageCollection, readonly string[]> = {
  programs: ['#1d4f91', '#0f5e63', '#2b2b30', '#1f6b3a', '#3b3b8f'],
  publications: ['#3b3b8f', '#5d2e83', '#1d4f91', '#2b2b30'],
  podcasts: ['#8a1f5c', '#5d2e83', '#c8102e', '#2b2b30'],
};
const ACCENTS = ['#f2c14e', '#f78154', '#4d9de0', '#7fd8be', '#e8e8ec', '#ffb3c1'];

/** The picture of one collection item, drawn on a 1600 x 900 canvas (scaled to the width asked). */
function catalogueSvg(collection: ImageCollection, n: number): string {
  const seed = [...`${collection}/${n}`].reduce(
    (h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619),
    2166136261,
  );
  const rnd = createRandom(seed);
  const base = rnd.pick(PALETTES[collection]);
  const deep = rnd.pick(PALETTES[collection].filter((c) => c !== base));
  const accent = rnd.pick(ACCENTS);
  const shapes: string[] = [];
  // soft background circles
  for (let i = 0; i < 6; i++) {
    shapes.push(
      `<circle cx="${rnd.int(0, 1600)}" cy="${rnd.int(0, 900)}" r="${rnd.int(80, 420)}" fill="#fff" fill-opacity="${(0.04 + rnd.next() * 0.08).toFixed(3)}"/>`,
    );
  }
  // the collection's motif
  if (collection === 'programs') {
    // a lectern and a screen
    const x = rnd.int(900, 1100);
    shapes.push(`<rect x="${x}" y="180" width="460" height="280" rx="18" fill="#fff" fill-opacity=".9"/>`);
    shapes.push(`<rect x="${x + 30}" y="210" width="400" height="220" rx="8" fill="${deep}"/>`);
    for (let i = 0; i < 4; i++)
      shapes.push(
        `<rect x="${x + 60}" y="${240 + i * 44}" width="${rnd.int(160, 330)}" height="18" rx="9" fill="${accent}" fill-opacity="${0.5 + i * 0.1}"/>`,
      );
    shapes.push(`<path d="M${x + 120} 560 h220 l-30 240 h-160 z" fill="#fff" fill-opacity=".85"/>`);
  } else if (collection === 'publications') {
    // a stack of books
    let y = 780;
    for (let i = 0; i < 5; i++) {
      const h = rnd.int(60, 100);
      const w = rnd.int(420, 560);
      y -= h + 6;
      shapes.push(
        `<rect x="${1000 - w / 2 + rnd.int(-40, 40)}" y="${y}" width="${w}" height="${h}" rx="10" fill="${i % 2 ? accent : '#fff'}" fill-opacity="${i % 2 ? 0.9 : 0.85}"/>`,
      );
    }
  } else {
    // a microphone and sound waves
    shapes.push(`<rect x="1040" y="200" width="160" height="300" rx="80" fill="#fff" fill-opacity=".9"/>`);
    shapes.push(`<rect x="1110" y="500" width="20" height="160" fill="#fff" fill-opacity=".9"/>`);
    shapes.push(`<rect x="1020" y="660" width="200" height="24" rx="12" fill="#fff" fill-opacity=".9"/>`);
    for (let i = 1; i <= 3; i++)
      shapes.push(
        `<path d="M${1120 - 120 - i * 70} ${350 - i * 60} a ${120 + i * 70} ${120 + i * 70} 0 0 0 ${2 * (120 + i * 70)} 0" fill="none" stroke="${accent}" stroke-width="18" stroke-opacity="${0.9 - i * 0.2}" transform="rotate(180 1120 ${350 - i * 60})"/>`,
      );
  }
  // a band of colour on the left: the card's text sits on this side in wide layouts
  shapes.push(
    `<rect x="0" y="0" width="${rnd.int(80, 160)}" height="900" fill="${accent}" fill-opacity=".85"/>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>`,
    `<rect width="1600" height="900" fill="url(#g)"/>`,
    ...shapes,
    `</svg>`,
  ].join('');
}

const rendered = new Map<string, Promise<Buffer>>();

/** WebP bytes of one image at one width; each (image, width) is rendered once per process. */
export function renderCatalogueImage(collection: ImageCollection, n: number, width: number): Promise<Buffer> {
  const key = `${collection}/${n}@${width}`;
  let bytes = rendered.get(key);
  if (!bytes) {
    bytes = sharp(Buffer.from(catalogueSvg(collection, n)), { density: (72 * width) / 1600 })
      .resize(width, imageHeightFor(width), { fit: 'cover' })
      .webp({ quality: 72, effort: 4 })
      .toBuffer();
    // a failed render is not remembered: the next request tries again
    bytes.catch(() => rendered.delete(key));
    rendered.set(key, bytes);
  }
  return bytes;
}
