// The credit the catalogue's programs offer (migration 001 product_credits) and the credit-info
// editorial rows (migration 014: rule changes, call-outs).
import type { Db } from '../db/db';
import type { CreditCalloutRow, RuleChangeRow } from '../db/rows';

/**
 * Offered programs per region and credit type: the same products a search with these filters finds.
 * (product_code, region_sk, credit_type_sk) is the table's key, so count(*) counts distinct programs.
 */
export async function creditsOffered(db: Db, regionSk?: number) {
  return db.query<{ region_sk: number; credit_type_sk: number; programs: number }>(
    `SELECT region_sk, credit_type_sk, count(*)::int AS programs
     FROM product_credits ${regionSk ? 'WHERE region_sk = $1' : ''}
     GROUP BY 1, 2 ORDER BY 1, 3 DESC, 2`,
    regionSk ? [regionSk] : [],
  );
}

/** Programs offering any credit, per region (all regions, or the ones named). */
export async function totalsOffered(db: Db, regionSks?: number[]): Promise<Map<number, number>> {
  const rows = await db.query<{ region_sk: number; n: number }>(
    `SELECT region_sk, count(DISTINCT product_code)::int AS n FROM product_credits
     ${regionSks ? 'WHERE region_sk = ANY($1::int[])' : ''} GROUP BY 1`,
    regionSks ? [regionSks] : [],
  );
  return new Map(rows.map((r) => [r.region_sk, r.n]));
}

export interface RelevantCreditRow {
  product_code: string;
  region_sk: number;
  region: string;
  code: string;
  type: string;
  amount: string;
  status: string;
}

/** The credits the programs offer (in the jurisdictions with these codes, when given). */
export async function relevantCredits(
  db: Db,
  codes: string[],
  jurisdictionCodes?: string[],
): Promise<RelevantCreditRow[]> {
  const only = !!jurisdictionCodes?.length;
  return db.query<RelevantCreditRow>(
    `SELECT pc.product_code, pc.region_sk, j.name AS region, ct.code, ct.description AS type, pc.amount, pc.status
     FROM product_credits pc JOIN jurisdictions j ON j.region_sk = pc.region_sk
     JOIN credit_types ct ON ct.sk = pc.credit_type_sk
     WHERE pc.product_code = ANY($1) ${only ? 'AND j.code = ANY($2)' : ''}
     ORDER BY pc.product_code, j.sort_order, pc.amount DESC, ct.code`,
    only ? [codes, jurisdictionCodes] : [codes],
  );
}

/** Rule changes of one type with their region's name and jurisdiction page, by region name, newest first. */
export async function ruleChanges(
  db: Db,
  ruleChangeType: number,
): Promise<
  (Pick<RuleChangeRow, 'heading' | 'effective_date' | 'currently_active' | 'body'> & {
    name: string;
    url: string | null;
  })[]
> {
  return db.query(
    `SELECT j.name, r.heading, to_char(r.effective_date, 'YYYY-MM-DD') AS effective_date,
       r.currently_active, r.body,
       (SELECT friendly_url FROM cms_pages c WHERE c.visible AND 'JurisdictionCreditInfoPage' = ANY(c.content_type)
          AND c.properties->>'regionSk' = r.region_sk::text LIMIT 1) AS url
     FROM rule_changes r JOIN jurisdictions j ON j.region_sk = r.region_sk
     WHERE r.rule_change_type = $1 ORDER BY j.name, r.effective_date DESC, r.id`,
    [ruleChangeType],
  );
}

/** Site-wide call-outs and the region's own (region 0: site-wide only). */
export async function creditCallouts(db: Db, regionSk: number): Promise<CreditCalloutRow[]> {
  return db.query<CreditCalloutRow>(
    'SELECT * FROM credit_callouts WHERE region_sk IS NULL OR region_sk = $1 ORDER BY sort_order, id',
    [regionSk],
  );
}

export interface ProductCreditLine {
  region_sk: number;
  code: string;
  name: string;
  credit_type: string;
  amount: string;
  status: string;
}

/** One product's credits with their jurisdiction, in the jurisdictions' order, then by credit type. */
export async function productCreditLines(db: Db, code: string): Promise<ProductCreditLine[]> {
  return db.query<ProductCreditLine>(
    `SELECT j.region_sk, j.code, j.name, ct.description AS credit_type, pc.amount, pc.status
     FROM product_credits pc JOIN jurisdictions j ON j.region_sk = pc.region_sk JOIN credit_types ct ON ct.sk = pc.credit_type_sk
     WHERE pc.product_code = $1 ORDER BY j.sort_order, ct.sk`,
    [code],
  );
}
