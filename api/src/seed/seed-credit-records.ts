// The seeded members' CLE records (decision 016 tables): licenses and completed PLI programs with their
// certificates and credits by type, so the credit tracker shows real progress. User rows: added once
// (own mark in `meta`), only for seeded people who have no licenses and no certificates yet; never
// rewritten. Programs and credits come from the generated catalogue (the same credits the program
// pages show); the choice uses its own random stream, so no existing generator's stream moves.
import type { Db } from '../db/db';
import type { ProductCreditRow, ProductRow } from '../db/rows';
import { createRandom } from '../lib/random';
import type { Random } from '../lib/random';
import type { CertificateFormat } from '../credit/rules';

const MARK = 'credit_records_seeded';
const SEED = 20261123;

interface SeedLicense {
  user_sub: string;
  code: string;
  state_license_number: string | null;
  year_admitted: string | null;
  compliance_group_sk: number | null;
  is_transitional_or_newly_admitted: boolean;
}

/** Who holds which license. retail@ has no New York license: the journey adds it through the flow. */
const SEEDED_LICENSES: readonly SeedLicense[] = [
  lic('u-retail', 'CA', '298311', '2016', 5),
  lic('u-retail', 'FL', '1047730', '2016', null),
  lic('u-im', 'NY', '4512009', '2009', 1),
  lic('u-im', 'NJ', null, '2011', null),
  lic('u-pm', 'NY', '5877123', '2025', 2, true),
];

/** Certificates per person and region: [sub, region code, programs completed]. */
const SEEDED_CERTIFICATES: readonly [string, string, number][] = [
  ['u-retail', 'NY', 7],
  ['u-retail', 'CA', 6],
  ['u-retail', 'FL', 5],
  ['u-im', 'NY', 8],
  ['u-im', 'NJ', 4],
  ['u-pm', 'NY', 3],
];

/** Members' tracker options: birth dates (New York periods end in the birth month). */
const SEEDED_BIRTH_DATES: Record<string, string> = { 'u-im': '1981-05-14' };

/**
 * Completion dates relative to the day the seed runs, so the tracker shows progress in any year: even
 * programs fall 30-320 days before it (this period), odd ones a year earlier (the previous one). The
 * random draw per program is the same as before, so the stream and the chosen programs do not move.
 */
const DAY_MS = 86_400_000;
const completionDay = (i: number, r: number, seedDay: Date) =>
  new Date(seedDay.getTime() - (30 + (i % 2 === 0 ? 0 : 365) + Math.floor(r * 290)) * DAY_MS);

function lic(
  user_sub: string,
  code: string,
  number: string | null,
  year: string | null,
  group: number | null,
  transitional = false,
): SeedLicense {
  return {
    user_sub,
    code,
    state_license_number: number,
    year_admitted: year,
    compliance_group_sk: group,
    is_transitional_or_newly_admitted: transitional,
  };
}

function certificateFormat(productFormat: string): CertificateFormat {
  if (productFormat === 'Live Webcast') return 'Live-webcast';
  if (productFormat === 'On-Demand') return 'On-Demand';
  return 'Live';
}

async function seeded(db: Db) {
  return (await db.query('SELECT 1 FROM meta WHERE key = $1', [MARK])).length > 0;
}

export async function creditRecordsSeeded(db: Db): Promise<boolean> {
  return seeded(db);
}

interface Region {
  code: string;
  region_sk: number;
  credit_class_sk: number;
}
type Regions = Map<string, Region>;

/** People who exist and have no licenses or certificates yet (records are only ever added to a fresh person). */
async function freshPeople(tx: Db): Promise<(sub: string) => boolean> {
  const subs = [
    ...new Set([...SEEDED_LICENSES.map((l) => l.user_sub), ...SEEDED_CERTIFICATES.map((c) => c[0])]),
  ];
  const known = new Set(
    (await tx.query<{ sub: string }>('SELECT sub FROM users WHERE sub = ANY($1)', [subs])).map((r) => r.sub),
  );
  const busy = new Set(
    (
      await tx.query<{ user_sub: string }>(
        `SELECT user_sub FROM user_licenses WHERE user_sub = ANY($1)
         UNION SELECT user_sub FROM credit_certificates WHERE user_sub = ANY($1)`,
        [subs],
      )
    ).map((r) => r.user_sub),
  );
  return (sub: string) => known.has(sub) && !busy.has(sub);
}

async function insertLicenses(tx: Db, regions: Regions, fresh: (sub: string) => boolean) {
  for (const l of SEEDED_LICENSES.filter((x) => fresh(x.user_sub))) {
    const region = regions.get(l.code);
    if (!region) continue;
    await tx.query(
      `INSERT INTO user_licenses (user_sub, credit_class_sk, credit_region_sk, state_license_number, year_admitted,
         compliance_group_sk, is_transitional_or_newly_admitted)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [
        l.user_sub,
        region.credit_class_sk,
        region.region_sk,
        l.state_license_number,
        l.year_admitted,
        l.compliance_group_sk,
        l.is_transitional_or_newly_admitted,
      ],
    );
  }
}

/** One PLI certificate of a program completed on `day`, with the credits the program grants there. */
async function insertCertificate(
  tx: Db,
  sub: string,
  region: Region,
  product: ProductRow,
  day: Date,
  credits: ProductCreditRow[],
) {
  const [cert] = await tx.query<{ id: string }>(
    `INSERT INTO credit_certificates (user_sub, credit_region_sk, program_name, certificate_source, date_completed,
       format, is_external, product_code)
     VALUES ($1, $2, $3, 'PLI', $4, $5, false, $6) RETURNING id`,
    [
      sub,
      region.region_sk,
      product.title.slice(0, 300),
      day.toISOString().slice(0, 10),
      certificateFormat(product.format),
      product.code,
    ],
  );
  for (const credit of credits) {
    const amount = Math.min(99.99, Number(credit.amount));
    if (amount <= 0) continue;
    await tx.query(
      `INSERT INTO credit_certificate_credits (certificate_id, credit_type_sk, credits) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      [cert!.id, credit.credit_type_sk, amount],
    );
  }
}

/** Each person's PLI certificates in a region: programs granting credit there, completed before today. */
async function insertCertificates(
  tx: Db,
  cat: { products: ProductRow[]; productCredits: ProductCreditRow[] },
  {
    regions,
    fresh,
    rnd,
    today,
  }: { regions: Regions; fresh: (sub: string) => boolean; rnd: Random; today: Date },
) {
  const programs = new Map(
    cat.products
      .filter((p) => ['liveprogram', 'ondemandprogram'].includes(p.searchable_type))
      .map((p) => [p.code, p]),
  );
  for (const [sub, code, count] of SEEDED_CERTIFICATES) {
    const region = regions.get(code);
    if (!region || !fresh(sub)) continue;
    const byProgram = new Map<string, ProductCreditRow[]>();
    for (const c of cat.productCredits) {
      if (c.region_sk !== region.region_sk || !programs.has(c.product_code)) continue;
      byProgram.set(c.product_code, [...(byProgram.get(c.product_code) ?? []), c]);
    }
    const chosen = rnd.sample([...byProgram.keys()].sort(), count);
    for (const [i, productCode] of chosen.entries()) {
      const day = completionDay(i, rnd.next(), today);
      await insertCertificate(tx, sub, region, programs.get(productCode)!, day, byProgram.get(productCode)!);
    }
  }
}

export async function seedCreditRecords(
  tx: Db,
  cat: { products: ProductRow[]; productCredits: ProductCreditRow[] },
  seedDay = new Date(),
): Promise<void> {
  if (await seeded(tx)) return;
  const today = new Date(Date.UTC(seedDay.getUTCFullYear(), seedDay.getUTCMonth(), seedDay.getUTCDate()));
  const rnd = createRandom(SEED);
  const regions: Regions = new Map(
    (await tx.query<Region>('SELECT code, region_sk, credit_class_sk FROM jurisdictions')).map((r) => [
      r.code,
      r,
    ]),
  );
  const fresh = await freshPeople(tx);
  await insertLicenses(tx, regions, fresh);
  await insertCertificates(tx, cat, { regions, fresh, rnd, today });
  for (const [sub, birthDate] of Object.entries(SEEDED_BIRTH_DATES)) {
    if (!fresh(sub)) continue;
    await tx.query(
      'INSERT INTO user_credit_options (user_sub, birth_date) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [sub, birthDate],
    );
  }
  await tx.query('INSERT INTO meta (key, value) VALUES ($1, now()::text) ON CONFLICT (key) DO NOTHING', [
    MARK,
  ]);
}
