// Catalogue images (`/images/<collection>/<n>.webp`): the widths the image server renders and the
// shape every image has, so cards reserve their box before the bytes arrive (no layout shift).
export const IMAGE_WIDTHS = [360, 480, 768, 1280, 1920, 2560] as const;
/** Spec 1 §9: the open-graph image is requested at 1600 (not a srcset width, but served). */
export const OG_IMAGE_WIDTH = 1600;
/** Every width the image server answers. */
export const SERVED_IMAGE_WIDTHS: readonly number[] = [...IMAGE_WIDTHS, OG_IMAGE_WIDTH];
/** The width served when a URL names none. */
export const IMAGE_DEFAULT_WIDTH = 400;
/** Every catalogue image is 16:9. */
export const IMAGE_ASPECT = { width: 16, height: 9 } as const;

export const imageHeightFor = (width: number) =>
  Math.round((width * IMAGE_ASPECT.height) / IMAGE_ASPECT.width);

/** `/images/programs/3.webp` at a given width (the query parameter the server reads). */
export function imageUrlAt(src: string, width: number): string {
  return `${src}${src.includes('?') ? '&' : '?'}w=${width}`;
}

/** The srcset of a catalogue image: every width the server renders. */
export function imageSrcSet(src: string): string {
  return IMAGE_WIDTHS.map((w) => `${imageUrlAt(src, w)} ${w}w`).join(', ');
}
