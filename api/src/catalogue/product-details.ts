// Product details of migration 015 (docs/decisions/024): item classes, seat limits (a full live variant
// is waitlisted), a book's editor content and (migration 032) a program's overview sections and
// testimonials. Read by GET /product/{code}, POST /registration and the table-of-contents download.
import type { BookContent, PodcastContent, Testimonial } from '@cle/contracts/product-content-schemas';
import type { OverviewSectionKey } from '@cle/contracts/product-content-keys';
import type { Db } from '../db/db';

export interface TocRow {
  volume: number;
  chapter: string;
  title: string;
}

/** What product_details.book_content holds: the payload's book content, testimonials and the ToC. */
export interface StoredBookContent extends BookContent {
  testimonials: Testimonial[];
  toc: TocRow[];
}

/** What product_details.program_content holds (migration 032): the overview sections, flags, testimonials. */
export interface StoredProgramContent {
  overview: Partial<Record<OverviewSectionKey, string>>;
  emptyOverviewSections: OverviewSectionKey[];
  testimonials: Testimonial[];
}

export interface ProductDetails {
  itemClassId: number | null;
  /** seats are gone: registration is refused and the variant is waitlisted */
  waitlist: boolean;
  /** the variant has a seat limit: its waitlist flag changes with each registration */
  seatLimited: boolean;
  bookContent: StoredBookContent | null;
  /** a podcast episode's editor content (migration 024) */
  podcastContent: PodcastContent | null;
  /** a program's overview sections and testimonials (migration 032) */
  programContent: StoredProgramContent | null;
}

const NONE: ProductDetails = {
  itemClassId: null,
  waitlist: false,
  seatLimited: false,
  bookContent: null,
  podcastContent: null,
  programContent: null,
};

/** Details by product code: a lookup that answers 'none' for codes without a row. */
export async function productDetails(
  db: Db,
  codes: readonly string[],
): Promise<(code: string) => ProductDetails> {
  const rows = await db.query<{
    product_code: string;
    item_class_id: number | null;
    seat_limit: number | null;
    book_content: StoredBookContent | null;
    podcast_content: PodcastContent | null;
    program_content: StoredProgramContent | null;
    taken: string;
  }>(
    `SELECT d.product_code, d.item_class_id, d.seat_limit, d.book_content, d.podcast_content,
       d.program_content,
       (SELECT count(*) FROM registrations r JOIN products p ON p.pk = r.item_pk
         WHERE p.code = d.product_code AND r.canceled_at IS NULL) AS taken
     FROM product_details d WHERE d.product_code = ANY($1)`,
    [codes],
  );
  const byCode = new Map<string, ProductDetails>();
  for (const r of rows)
    byCode.set(r.product_code, {
      itemClassId: r.item_class_id,
      waitlist: r.seat_limit !== null && Number(r.taken) >= r.seat_limit,
      seatLimited: r.seat_limit !== null,
      bookContent: r.book_content,
      podcastContent: r.podcast_content,
      programContent: r.program_content,
    });
  return (code) => byCode.get(code) ?? NONE;
}

/**
 * Spec 3 §4.3 waitlist: true when the variant's seats are all taken by other people's active
 * registrations. Call inside the registering transaction after locking the details row.
 */
export async function isFullFor(db: Db, code: string, sub: string): Promise<boolean> {
  const [row] = await db.query<{ seat_limit: number | null; taken: string; mine: boolean }>(
    `SELECT d.seat_limit,
       (SELECT count(*) FROM registrations r WHERE r.item_pk = p.pk AND r.canceled_at IS NULL) AS taken,
       EXISTS (SELECT 1 FROM registrations r WHERE r.item_pk = p.pk AND r.user_sub = $2 AND r.canceled_at IS NULL) AS mine
     FROM product_details d JOIN products p ON p.code = d.product_code
     WHERE d.product_code = $1 FOR UPDATE OF d`,
    [code, sub],
  );
  if (!row || row.seat_limit === null || row.mine) return false;
  return Number(row.taken) >= row.seat_limit;
}
