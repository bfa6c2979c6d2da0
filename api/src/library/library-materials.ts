// What comes with a library item (spec 1 §7 GET /user/library/{id}/materials) and the files themselves:
// small PDFs made from the catalogue on first request (deterministic: the same seed gives the same
// bytes) and kept in memory per seed version. Only the person who owns the item (bought or registered
// it, or its parent program) may download them; free items are open to every signed-in person.
import { LRUCache } from 'lru-cache';
import type { LibraryMaterial } from '@cle/contracts/library-schemas';
import type { Db } from '../db/db';
import { HttpError } from '../lib/http';
import { createTextPdf } from '../lib/text-pdf';

interface MaterialItem {
  pk: string;
  code: string;
  title: string;
  searchable_type: string;
  format: string;
  description: string;
  price: string;
  book_format: string | null;
  event_start: Date | string | null;
  publication_date: Date | string | null;
  parent_title: string | null;
  seed: string | null;
  /** bought or registered by the person, itself or through its parent program */
  owned: boolean;
  segments: { number: number | null; title: string }[];
}

interface MaterialDef {
  /** the last part of the material id: course, slides, transcript, publication */
  key: string;
  kind: string;
  title: string;
  fileName: string;
}

/** The materials an item has, by its type. */
function definitionsOf(item: MaterialItem): MaterialDef[] {
  const def = (key: string, kind: string, title: string): MaterialDef => ({
    key,
    kind,
    title,
    fileName: `${item.code}-${key}.pdf`,
  });
  const t = item.searchable_type;
  if (t === 'liveprogram' || t === 'ondemandprogram')
    return [
      def('course', 'Course materials', `${item.title}: course materials`),
      def('slides', 'Slides', `${item.title}: presentation slides`),
      ...(t === 'ondemandprogram' ? [def('transcript', 'Transcript', `${item.title}: transcript`)] : []),
    ];
  if (t === 'ondemandsegment')
    return [
      def('slides', 'Slides', `${item.title}: presentation slides`),
      def('transcript', 'Transcript', `${item.title}: transcript`),
    ];
  if (t === 'book')
    return [
      def(
        'publication',
        'Publication',
        `${item.title} (${item.book_format === 'digital-program' ? 'digital edition' : 'digital copy of the print edition'})`,
      ),
    ];
  if (t === 'podcastepisode') return [def('transcript', 'Transcript', `${item.title}: transcript`)];
  return [];
}

const available = (item: MaterialItem) => item.owned || Number(item.price) === 0;

/** The API path of one material's file (under the API base; the bearer token is needed). */
const materialPath = (pk: string, materialId: string) =>
  `/user/library/${encodeURIComponent(pk)}/materials/${encodeURIComponent(materialId)}`;

async function loadItem(db: Db, sub: string, pk: string): Promise<MaterialItem> {
  const [item] = await db.query<MaterialItem>(
    `SELECT p.pk, p.code, p.title, p.searchable_type, p.format, p.description, p.price,
            p.data->>'bookFormat' AS book_format, p.event_start, p.publication_date, pp.title AS parent_title,
            (SELECT value FROM meta WHERE key = 'seed_version') AS seed,
            EXISTS (SELECT 1 FROM library_entries e WHERE e.user_sub = $1 AND e.item_pk IN (p.pk, pp.pk)
                    AND e.source IN ('purchased', 'registered')) AS owned,
            coalesce((SELECT json_agg(json_build_object('number', s.segment_number, 'title', s.title)
                                      ORDER BY s.segment_number, s.code)
                      FROM products s WHERE s.parent_code = p.code), '[]') AS segments
     FROM products p LEFT JOIN products pp ON pp.code = p.parent_code WHERE p.pk = $2`,
    [sub, pk],
  );
  if (!item) throw new HttpError(404, `No item with pk '${pk}'`);
  return item;
}

/** GET /user/library/:pk/materials: what comes with an item; only owners (or free items) may open it. */
export async function itemMaterials(
  db: Db,
  sub: string,
  pk: string,
): Promise<{ pk: string; materials: LibraryMaterial[] }> {
  const item = await loadItem(db, sub, pk);
  return {
    pk,
    materials: definitionsOf(item).map((d) => ({
      id: `${item.code}-${d.key}`,
      kind: d.kind,
      title: d.title,
      url: materialPath(pk, `${item.code}-${d.key}`),
      fileName: d.fileName,
      isAvailable: available(item),
    })),
  };
}

// Made once per seed version and material, then served from memory (a few KB each, at most this many).
const MAX_CACHED_FILES = 500;
const files = new LRUCache<string, Uint8Array>({ max: MAX_CACHED_FILES });

/**
 * GET /user/library/:pk/materials/:materialId: the PDF, for a person who may open it (403 otherwise,
 * 404 for an unknown item or a material the item does not have).
 */
export async function materialFile(
  db: Db,
  sub: string,
  pk: string,
  materialId: string,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const item = await loadItem(db, sub, pk);
  const def = definitionsOf(item).find((d) => `${item.code}-${d.key}` === materialId);
  if (!def) throw new HttpError(404, `Item '${pk}' has no material '${materialId}'`);
  if (!available(item))
    throw new HttpError(403, 'Materials are available once you have purchased or registered for this item');
  const cacheKey = `${item.seed ?? ''}:${materialId}`;
  let bytes = files.get(cacheKey);
  if (!bytes) {
    bytes = await renderMaterial(item, def);
    files.set(cacheKey, bytes);
  }
  return { fileName: def.fileName, bytes };
}

// ---- the PDF ----

const dateOf = (v: Date | string | null) =>
  v
    ? new Date(v).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      })
    : null;

export async function renderMaterial(item: MaterialItem, def: MaterialDef): Promise<Uint8Array> {
  const pdf = await createTextPdf(def.title, def.kind);
  pdf.write(def.kind.toUpperCase(), 'bold', 11, 10);
  pdf.write(item.title, 'bold', 20, 8);
  if (item.parent_title) pdf.write(`Part of ${item.parent_title}`, 'regular', 12, 6);
  const when = dateOf(item.event_start) ?? dateOf(item.publication_date);
  pdf.write(
    [item.format, `Product code ${item.code}`, when].filter(Boolean).join('  |  '),
    'regular',
    11,
    18,
  );
  pdf.write('About this item', 'bold', 13, 6);
  pdf.write(item.description, 'regular', 11, 16);
  if (item.segments.length) {
    pdf.write(def.key === 'slides' ? 'Presentations' : 'Program outline', 'bold', 13, 6);
    for (const s of item.segments) pdf.write(`${s.number ?? '-'}. ${s.title}`, 'regular', 11, 4);
    pdf.space(12);
  }
  pdf.write(
    def.key === 'transcript'
      ? 'This transcript is provided for your personal study of the recorded program.'
      : 'These materials are provided to registered attendees and purchasers for their personal use.',
    'regular',
    9,
  );
  return pdf.save();
}
