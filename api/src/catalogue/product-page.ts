// Spec 3 §2.1, §3: the payload of GET /product/{code}: a variation with its catalogue relations, the
// book content and the podcast content.
import type { Db } from '../db/db';
import type { FacultyRow, ProductRecord } from '../db/rows';
import type { BookContent } from '@cle/contracts/product-content-schemas';
import { productDetails } from './product-details';
import type { StoredBookContent } from './product-details';
import { pdpLayoutOf } from './pdp-layouts';
import { liveProgramIdOf, podcastEpisodeFields, segmentFields } from './product-entity-fields';
import { catalogRelationEntityFields, variationEntityFields } from './product-variant-entities';
import { facultyMember, variation } from './product-cards';
import { creditJurisdictions, typeRelations } from './product-relations';
import { productByCode, segmentsOf } from './product-store';
import { practiceAreasByIds } from './taxonomy-store';
import { facultyByIds } from '../faculty/faculty-store';

/** The payload's book content: the stored content without the testimonials and the ToC rows. */
function bookContentOf({ testimonials: _t, toc: _toc, ...content }: StoredBookContent): BookContent {
  return content;
}

/** What the page's parts are made of: the product, its program, the program's segments and faculty. */
async function productFamily(db: Db, p: ProductRecord) {
  const master = p.parent_code ? ((await productByCode(db, p.parent_code)) ?? p) : p;
  const segments = await segmentsOf(db, p.parent_code ?? p.code);
  const faculty = await facultyByIds(db, [
    ...new Set([...p.faculty_ids, ...segments.flatMap((s) => s.faculty_ids)]),
  ]);
  const chairs = new Set(
    Array.isArray(master.data.chairpersons) ? (master.data.chairpersons as number[]) : [],
  );
  const details = await productDetails(db, [p.code, master.code, ...segments.map((s) => s.code)]);
  return { master, segments, faculty, chairs, details };
}

type Family = Awaited<ReturnType<typeof productFamily>>;

/** The program's segments, each with its speakers and keys (S3-DATA-15). */
async function segmentsOfFamily(db: Db, { master, segments, faculty, chairs, details }: Family) {
  const facultyById = new Map<number, FacultyRow>(faculty.map((f) => [f.id, f]));
  const liveProgramId = segments.length ? await liveProgramIdOf(db, master) : null;
  return segments.map((s) => ({
    ...variation(s, details(s.code)),
    speakers: s.faculty_ids
      .map((id) => facultyById.get(id))
      .filter((f): f is FacultyRow => Boolean(f))
      .map((f) => ({ displayName: f.display_name, url: `/faculty/${f.slug}` })),
    ...segmentFields(s, facultyById, chairs, liveProgramId),
  }));
}

/** Spec 3 §3 catalogRelations: program, segments, faculty, practice areas, credits, type relations. */
async function catalogRelations(db: Db, p: ProductRecord, family: Family, sub: string | null) {
  const { master, segments, faculty, chairs, details } = family;
  const own = faculty.filter((f) => p.faculty_ids.includes(f.id));
  const practiceAreas = await practiceAreasByIds(db, p.practice_area_ids);
  const relations = await typeRelations(db, p, master);
  return {
    masterProgram: master.code !== p.code ? variation(master, details(master.code)) : null,
    segments: await segmentsOfFamily(db, family),
    faculty: own.map((f) => ({ ...facultyMember(f), role: chairs.has(f.id) ? 'Chairperson' : 'Speaker' })),
    practiceAreas: practiceAreas.map((a) => ({ id: a.id, name: a.name, url: `/practice-areas/${a.slug}` })),
    creditJurisdictions: await creditJurisdictions(db, p.code),
    ...relations,
    ...(await catalogRelationEntityFields(db, p, master, segments, relations.programVariants, sub)),
  };
}

/**
 * The product page's payload; undefined for an unknown code. `sub` is the signed-in caller's, if any.
 * `seatLimited`: a variant of the page has a seat limit, so its waitlist flag changes with registrations.
 */
export async function productPage(db: Db, code: string, sub: string | null) {
  const p = await productByCode(db, code);
  if (!p) return undefined;
  const family = await productFamily(db, p);
  const familyCodes = [p.code, family.master.code, ...family.segments.map((s) => s.code)];
  return {
    page: await pagePayload(db, p, family, sub),
    seatLimited: familyCodes.some((c) => family.details(c).seatLimited),
  };
}

async function pagePayload(db: Db, p: ProductRecord, family: Family, sub: string | null) {
  const own = family.faculty.filter((f) => p.faculty_ids.includes(f.id));
  const { bookContent: book, programContent } = family.details(p.code);
  return {
    variation: {
      ...variation(p, family.details(p.code)),
      ...(await pdpLayoutOf(db, p)),
      ...(await podcastEpisodeFields(db, p, own)),
      ...(await variationEntityFields(db, p, family.segments)),
    },
    catalogRelations: await catalogRelations(db, p, family, sub),
    // spec 3 §3 book product; testimonials (the book page's and the program page's section)
    bookContent: book ? bookContentOf(book) : null,
    testimonials: book?.testimonials ?? programContent?.testimonials ?? [],
    // spec 3 §2.1, §3 podcast episode content areas (migration 024)
    podcastContent: family.details(p.code).podcastContent,
  };
}
