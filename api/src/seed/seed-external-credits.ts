// Seeded external and carryover credit (decision 016 tables): im@ reported one program from another
// provider and carried credit over into her current New York period, so the certificates page shows
// 'Edit' rows and the tracker counts credit that is not PLI's. Dates are relative to the day the seed
// runs (the carryover sits on the first day of her current period, by the tracker's own arithmetic).
// Added once (own mark in `meta`), only when she has no external credit yet; no random stream.
import type { Db } from '../db/db';
import { memberCurrentPeriod } from '../credit/member-period';
import { toIso } from '../credit/requirements';

const MARK = 'external_credits_seeded';
const WHO = 'u-im';
const REGION = 'NY';

export async function externalCreditsSeeded(db: Db): Promise<boolean> {
  return (await db.query('SELECT 1 FROM meta WHERE key = $1', [MARK])).length > 0;
}

export async function seedExternalCredits(tx: Db, seedDay = new Date()): Promise<void> {
  if (await externalCreditsSeeded(tx)) return;
  const [region] = await tx.query<{ region_sk: number }>(
    'SELECT region_sk FROM jurisdictions WHERE code = $1',
    [REGION],
  );
  const [person] = await tx.query<{ sub: string }>('SELECT sub FROM users WHERE sub = $1', [WHO]);
  const [external] = await tx.query('SELECT 1 FROM credit_certificates WHERE user_sub = $1 AND is_external', [
    WHO,
  ]);
  if (region && person && !external) {
    const types = new Map(
      (await tx.query<{ sk: number; code: string }>('SELECT sk, code FROM credit_types')).map((t) => [
        t.code,
        t.sk,
      ]),
    );
    const today = toIso(seedDay);
    const period = await memberCurrentPeriod(tx, WHO, region.region_sk, today);
    const rows: {
      name: string;
      source: string;
      day: string;
      carryover: boolean;
      credits: [string, number][];
    }[] = [
      {
        name: 'Ethics for In-House Counsel',
        source: 'New York State Bar Association',
        day: toIso(new Date(seedDay.getTime() - 45 * 86_400_000)),
        carryover: false,
        credits: [
          ['ETH', 1.5],
          ['GEN', 1],
        ],
      },
      ...(period
        ? [
            {
              name: 'Carryover credit',
              source: 'Carryover',
              day: period.start,
              carryover: true,
              credits: [['GEN', 2]] as [string, number][],
            },
          ]
        : []),
    ];
    for (const r of rows) {
      const [cert] = await tx.query<{ id: string }>(
        `INSERT INTO credit_certificates (user_sub, credit_region_sk, program_name, certificate_source, date_completed,
           format, is_external, is_carryover)
         VALUES ($1, $2, $3, $4, $5, 'Live-webcast', true, $6) RETURNING id`,
        [WHO, region.region_sk, r.name, r.source, r.day, r.carryover],
      );
      for (const [code, amount] of r.credits) {
        const sk = types.get(code);
        if (sk)
          await tx.query(
            'INSERT INTO credit_certificate_credits (certificate_id, credit_type_sk, credits) VALUES ($1, $2, $3)',
            [cert!.id, sk, amount],
          );
      }
    }
  }
  await tx.query('INSERT INTO meta (key, value) VALUES ($1, now()::text) ON CONFLICT (key) DO NOTHING', [
    MARK,
  ]);
}
