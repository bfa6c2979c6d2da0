// The catalogue's jurisdictions and credit types (migration 001) as the credit routes read them.
import type { Db } from '../db/db';
import type { CreditTypeRow, JurisdictionRecord } from '../db/rows';

/** Every jurisdiction, in the catalogue's order. */
export async function loadJurisdictions(db: Db): Promise<JurisdictionRecord[]> {
  return db.query<JurisdictionRecord>('SELECT * FROM jurisdictions ORDER BY sort_order');
}

export async function jurisdictionBySk(db: Db, regionSk: number): Promise<JurisdictionRecord | undefined> {
  const [j] = await db.query<JurisdictionRecord>('SELECT * FROM jurisdictions WHERE region_sk = $1', [
    regionSk,
  ]);
  return j;
}

/** The jurisdictions named, in the catalogue's order (unknown ones are left out). */
export async function jurisdictionsBySks(db: Db, regionSks: number[]): Promise<JurisdictionRecord[]> {
  return db.query<JurisdictionRecord>(
    'SELECT * FROM jurisdictions WHERE region_sk = ANY($1::int[]) ORDER BY sort_order',
    [regionSks],
  );
}

/** A jurisdiction's code (NY), or undefined when there is none by that SK. */
export async function jurisdictionCode(db: Db, regionSk: number): Promise<string | undefined> {
  const [j] = await db.query<Pick<JurisdictionRecord, 'code'>>(
    'SELECT code FROM jurisdictions WHERE region_sk = $1',
    [regionSk],
  );
  return j?.code;
}

/** Every credit type by its SK. */
export async function creditTypesBySk(db: Db): Promise<Map<number, CreditTypeRow>> {
  const rows = await db.query<CreditTypeRow>('SELECT sk, code, description FROM credit_types');
  return new Map(rows.map((t) => [t.sk, t]));
}

/** Every jurisdiction's SK and name, as the credit form lists them. */
export async function jurisdictionChoices(db: Db): Promise<{ regionSk: number; name: string }[]> {
  return db.query<{ regionSk: number; name: string }>(
    'SELECT region_sk AS "regionSk", name FROM jurisdictions ORDER BY sort_order, name',
  );
}

/** Every credit type's SK and description, by SK. */
export async function creditTypeChoices(db: Db): Promise<Pick<CreditTypeRow, 'sk' | 'description'>[]> {
  return db.query<Pick<CreditTypeRow, 'sk' | 'description'>>(
    'SELECT sk, description FROM credit_types ORDER BY sk',
  );
}

/** Which of the credit type codes exist. */
export async function knownCreditTypeCodes(db: Db, codes: string[]): Promise<Set<string>> {
  const rows = await db.query<Pick<CreditTypeRow, 'code'>>(
    'SELECT code FROM credit_types WHERE code = ANY($1)',
    [codes],
  );
  return new Set(rows.map((r) => r.code));
}
