// Product details the catalogue generator does not carry (migration 015, docs/decisions/024): item
// classes of programs, the one seeded live variant whose seats are gone (waitlisted), and each book's
// editor content, testimonials and table of contents by volume; each program's overview sections and
// testimonials (migration 032). Derived from the generated catalogue without a random stream of its own,
// so the existing generators' codes, titles and prices are untouched.
import type { PodcastContent, Testimonial } from '@cle/contracts/product-content-schemas';
import { PLUS_SEARCH_QUERY_PLACEHOLDER } from '@cle/contracts/product-content-keys';
import type { StoredBookContent, StoredProgramContent, TocRow } from '../catalogue/product-details';
import { podcastContent } from './generate-podcast-content';
import { programContent } from './generate-program-content';
import * as V from './vocabulary';

interface CatalogueProduct {
  code: string;
  title: string;
  searchable_type: string;
  parent_code: string | null;
  data: Record<string, unknown>;
}

/**
 * Item classes by format (ours; the spec names only the classes that allow a groupcast request:
 * 13, 25, 32, 83, 104, 195, 202, 210, 211, 201, 185, 188, 199, 183). Live formats are in that list,
 * on-demand programs and segments are not.
 */
export const ITEM_CLASS_BY_FORMAT: Record<string, number> = {
  liveInPerson: 13,
  liveWebcast: 25,
  liveGroupcast: 195,
  onDemand: 40,
};
const SEGMENT_ITEM_CLASS = 41;

/**
 * The seeded live variant whose venue is full (seat limit 0): a free in-person seminar in June 2027 ('Insurance Law Boot Camp 2027'), so it
 * stays upcoming and anyone could otherwise register. Its page offers the waitlist e-mail instead.
 */
export const WAITLISTED_PROGRAM_CODE = '380952';

const area = (heading: string, ...paragraphs: string[]) => ({ heading, paragraphs });

/** Books over this many pages come in two volumes. */
const TWO_VOLUME_PAGES = 1200;

function bookContent(p: CatalogueProduct, i: number): StoredBookContent {
  const pages = typeof p.data.pages === 'number' ? p.data.pages : 0;
  const volumes = pages > TWO_VOLUME_PAGES ? 2 : 1;
  // 8 to 16 chapters a volume: some volumes page (more than 10), some do not
  const toc: TocRow[] = [];
  let chapter = 0;
  for (let v = 1; v <= volumes; v++) {
    const count = 8 + ((i + v * 5) % 9);
    for (let c = 0; c < count; c++) {
      chapter += 1;
      const topic = V.TOPICS[(i * 3 + chapter) % V.TOPICS.length]!;
      toc.push({ volume: v, chapter: String(chapter), title: topic });
    }
  }
  const name = (k: number) => V.testimonialName(i, k);
  const firm = (k: number) => V.testimonialFirm(i, k);
  const testimonials: Testimonial[] =
    i % 3 === 2
      ? []
      : [
          {
            quote: `${p.title} is the first place I look when a client asks a question I have not seen before.`,
            name: name(1),
            affiliation: firm(1),
          },
          {
            quote: 'Clear, current and practical: the checklists alone save our team hours on every matter.',
            name: name(2),
            affiliation: i % 2 ? firm(2) : null,
          },
        ];
  return {
    contentArea1: area(
      'About this edition',
      `This edition of ${p.title} reflects the law and practice as of its publication date.`,
    ),
    contentArea2:
      i % 2 ? null : area('Who relies on it', 'In-house counsel, law firm associates and partners.'),
    contentArea3: area(
      'Kept up to date',
      'Supplements and revisions are published as the law changes; subscribers receive them automatically.',
    ),
    contentArea4: null,
    contentArea5:
      i % 4 === 1 ? area('Also available', 'Every PLI treatise is also available on PLI PLUS.') : null,
    contentArea6: null,
    contentArea7: area('Ordering', 'Orders for ten or more copies qualify for a firm discount.'),
    // every fourth book leaves the position unset: the page uses the default, 3
    bookProductContentAreaPosition: i % 4 === 0 ? null : (i % 7) + 1,
    globalPushArea: area('Read it on PLI PLUS', 'PLI PLUS members read every PLI publication online.'),
    suppressGlobalPushArea: i % 5 === 0,
    plusSearchUrl: `https://plus.pli.edu/search?book=${encodeURIComponent(p.code)}&query=${PLUS_SEARCH_QUERY_PLACEHOLDER}`,
    plusTOCUrl: `/api/product/${encodeURIComponent(p.code)}/table-of-contents.pdf`,
    testimonials,
    toc,
  };
}

export interface ProductDetailsRow {
  product_code: string;
  item_class_id: number | null;
  seat_limit: number | null;
  book_content: StoredBookContent | null;
  /** migration 024: a podcast episode's editor content */
  podcast_content: PodcastContent | null;
  /** migration 032: a program's overview sections and testimonials */
  program_content: StoredProgramContent | null;
}

const PROGRAM_TYPES = new Set(['liveprogram', 'ondemandprogram']);

export function generateProductDetails(products: readonly CatalogueProduct[]): ProductDetailsRow[] {
  const rows: ProductDetailsRow[] = [];
  let bookIndex = 0;
  let episodeIndex = 0;
  let programIndex = 0;
  for (const p of products) {
    if (p.searchable_type === 'book') {
      rows.push({
        product_code: p.code,
        item_class_id: null,
        seat_limit: null,
        book_content: bookContent(p, bookIndex++),
        podcast_content: null,
        program_content: null,
      });
      continue;
    }
    if (p.searchable_type === 'podcastepisode') {
      rows.push({
        product_code: p.code,
        item_class_id: null,
        seat_limit: null,
        book_content: null,
        podcast_content: podcastContent(p, episodeIndex++),
        program_content: null,
      });
      continue;
    }
    const formatKey = typeof p.data.formatKey === 'string' ? p.data.formatKey : '';
    const itemClass = p.parent_code ? SEGMENT_ITEM_CLASS : ITEM_CLASS_BY_FORMAT[formatKey];
    if (itemClass === undefined) continue;
    rows.push({
      product_code: p.code,
      item_class_id: itemClass,
      seat_limit: p.code === WAITLISTED_PROGRAM_CODE ? 0 : null,
      book_content: null,
      podcast_content: null,
      program_content:
        PROGRAM_TYPES.has(p.searchable_type) && !p.parent_code ? programContent(p, programIndex++) : null,
    });
  }
  return rows;
}
