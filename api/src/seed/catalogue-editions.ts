// Publication families (issue 39): one publication sold as a digital and a print edition, two product
// codes that share `data.publicationCode`, so a book page offers both formats (spec 3 §4.3) and owning
// the print edition opens the digital one (spec 3 §6, S3-ROLES-31). Drawn from a stream of their own and
// appended after every other product, so no existing draw, code or URL moves; the library pools leave
// them out (generate-library.ts). The editor (editor@example.com) owns the first family's print
// edition: added once, under its own mark, so a database seeded before the families gets it too.
import type { Db } from '../db/db';
import { createRandom, slugify } from '../lib/random';
import type { LibraryEntryRow, ProductRow } from '../db/rows';
import { DAY, isoDate, PRODUCT_DEFAULTS, SEED_EPOCH } from './catalogue-shape';
import type { CatalogueDraft } from './catalogue-products';
import * as V from './vocabulary';

const EDITIONS_SEED = 39039;
const FAMILIES = 3;
/** Family f: digital edition 2091f1, print edition 2091f2 (publications end at 208789). */
const editionCode = (f: number, print: boolean) => `2091${f}${print ? 2 : 1}`;
const MARK = 'edition_owners_seeded';

/** The seeded owner of a print edition: the first family's, bought by the editor. */
const PRINT_EDITION_OWNER = { sub: 'u-editor', code: editionCode(0, true) } as const;

/** A product of a publication family (the library pools skip these). */
export const isEdition = (p: ProductRow): boolean => typeof p.data.publicationCode === 'string';

/** The families' products, appended to the draft's products. */
export function addPublicationFamilies(d: CatalogueDraft): void {
  const rnd = createRandom(EDITIONS_SEED);
  for (let f = 0; f < FAMILIES; f++) {
    const area = rnd.pick(d.practiceAreas);
    const topic = rnd.pick(V.TOPICS);
    const title = `${topic} Deskbook: ${area.name} (${2025 + f} Edition)`;
    const authors = rnd.sample(d.fac, rnd.int(1, 3));
    const base = {
      ...PRODUCT_DEFAULTS,
      title,
      searchable_type: 'book',
      content_type: 'TreatiseVariation',
      format: 'Treatise',
      description: `${title} covers ${topic.toLowerCase()} in ${area.name.toLowerCase()}, in print and online, with forms and commentary by ${authors.map((a) => a.display_name).join(', ')}.`,
      practice_area_ids: [area.id],
      industry_ids: [],
      audience_ids: rnd.sample(d.audiences, 1).map((x) => x.id),
      faculty_ids: authors.map((a) => a.id),
      publication_date: isoDate(SEED_EPOCH - rnd.int(30, 400) * DAY),
      run_time_seconds: null,
      image_url: `/images/publications/${(f % 12) + 1}.webp`,
    };
    const digitalPrice = rnd.pick([195, 295, 395]);
    const printFormat = rnd.pick(['hardcover', 'softcover']);
    const publicationCode = `PUB-${editionCode(f, false).slice(0, 5)}`;
    const pages = rnd.int(300, 1600);
    for (const print of [false, true]) {
      const code = editionCode(f, print);
      d.products.push({
        ...base,
        code,
        pk: `pub-${code}`,
        url: d.uniqueUrl(`/publications/${slugify(title)}${print ? '-print' : ''}`),
        price: print ? digitalPrice + 100 : digitalPrice,
        is_stock_item: print,
        data: {
          formatKey: 'treatise',
          bookFormat: print ? printFormat : 'digital-program',
          pages,
          publicationCode,
        },
      });
    }
  }
}

export async function editionOwnersSeeded(db: Db): Promise<boolean> {
  return (await db.query('SELECT 1 FROM meta WHERE key = $1', [MARK])).length > 0;
}

/** The print edition's owner: bought before the seed epoch; a print book's access does not end. */
export async function seedEditionOwners(tx: Db): Promise<void> {
  if (await editionOwnersSeeded(tx)) return;
  const { sub, code } = PRINT_EDITION_OWNER;
  const [owner] = await tx.query('SELECT 1 FROM users WHERE sub = $1', [sub]);
  if (owner) {
    const added = new Date(SEED_EPOCH - 20 * DAY).toISOString();
    const entry: LibraryEntryRow = {
      user_sub: sub,
      item_pk: `pub-${code}`,
      item_type: 'publication',
      source: 'purchased',
      is_favorite: false,
      archived: false,
      access_expires_at: null,
      credit_requested_at: null,
      added_at: added,
      updated_at: added,
    };
    await tx.query(
      `INSERT INTO library_entries (user_sub, item_pk, item_type, source, is_favorite, archived,
         access_expires_at, credit_requested_at, added_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`,
      Object.values(entry),
    );
  }
  await tx.query('INSERT INTO meta (key, value) VALUES ($1, now()::text) ON CONFLICT (key) DO NOTHING', [
    MARK,
  ]);
}
