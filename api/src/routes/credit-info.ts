import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound, parse } from '../lib/http';

interface JurisdictionRow {
  region_sk: number;
  code: string;
  slug: string;
  name: string;
  state_name: string;
  long_description: string;
  credit_class_sk: number;
  credit_class: string;
  has_mandatory_cle: boolean;
  period_years: number | null;
  total_hours: string | null;
  reporting: string;
  is_license_number_required: boolean;
  license_number_name: string | null;
  compliance_groups: { sk: number; longDescription: string }[];
  requirements: { heading: string; creditTypeSk: number; required: number; explanatoryText: string }[];
  notes: string;
  sort_order: number;
}

const regionId = z.coerce.number().int().positive('must be a positive region id');

export async function creditInfoRoutes(app: FastifyInstance) {
  const { db } = app;
  const creditTypes = async () =>
    new Map(
      (
        await db.query<{ sk: number; code: string; description: string }>(
          'SELECT sk, code, description FROM credit_types',
        )
      ).map((c) => [c.sk, c]),
    );

  app.get('/cle/credit-jurisdictions', async () => {
    const rows = await db.query<JurisdictionRow>('SELECT * FROM jurisdictions ORDER BY sort_order');
    return rows.map((j) => ({
      id: j.region_sk,
      creditClass_SK: j.credit_class_sk,
      creditClass: j.credit_class,
      creditClass_Key: `${j.credit_class_sk}`,
      creditRegion_SK: j.region_sk,
      name: j.name,
      stateName: j.state_name,
      creditClassSortOrder: 1,
      creditRegionSortOrder: j.sort_order,
      isLicenseNumberRequired: j.is_license_number_required,
      creditRegionLicenseNumberName: j.license_number_name,
      complianceGroups: j.compliance_groups,
      longDescription: j.long_description,
      url: `/credit-info/${j.slug}`,
    }));
  });

  app.get('/cle/credit-info/:id/all', async (req) => {
    const { id } = parse(z.object({ id: regionId }), req.params, 'params');
    const [j] = await db.query<JurisdictionRow>('SELECT * FROM jurisdictions WHERE region_sk = $1', [id]);
    if (!j) throw notFound(`Jurisdiction ${id}`);
    const types = await creditTypes();
    const offered = await db.query<{ credit_type_sk: number; programs: number }>(
      `SELECT credit_type_sk, count(DISTINCT product_code)::int AS programs FROM product_credits
       WHERE region_sk = $1 AND status = 'Approved' GROUP BY 1 ORDER BY 2 DESC`,
      [id],
    );
    const totalOffered = (
      await db.query<{ n: number }>(
        "SELECT count(DISTINCT product_code)::int AS n FROM product_credits WHERE region_sk = $1 AND status = 'Approved'",
        [id],
      )
    )[0]!.n;
    return {
      regionSk: j.region_sk,
      code: j.code,
      name: j.name,
      stateName: j.state_name,
      longDescription: j.long_description,
      creditClass: j.credit_class,
      hasMandatoryCle: j.has_mandatory_cle,
      periodYears: j.period_years,
      totalHours: j.total_hours === null ? null : Number(j.total_hours),
      reporting: j.reporting,
      isLicenseNumberRequired: j.is_license_number_required,
      creditRegionLicenseNumberName: j.license_number_name,
      complianceGroups: j.compliance_groups,
      notes: j.notes,
      statusDescription: j.has_mandatory_cle ? 'Mandatory CLE' : 'No mandatory CLE',
      totalOffered,
      requirements: j.requirements.map((r) => ({
        heading: r.heading,
        required: r.required,
        explanatoryText: r.explanatoryText,
        creditType: r.creditTypeSk ? (types.get(r.creditTypeSk)?.description ?? null) : null,
      })),
      credits: offered.map((o) => ({
        typeSK: o.credit_type_sk,
        typeTitle: types.get(o.credit_type_sk)?.description ?? 'Unknown',
        creditOffered: o.programs,
      })),
      searchUrl: `/search?query=&jurisdictions=${j.code}`,
    };
  });

  app.get('/credit-info/extended', async (req) => {
    const { regions } = parse(
      z.object({
        regions: z
          .string()
          .min(1, 'is required')
          .transform((s) => s.split(',').map(Number))
          .pipe(z.array(z.number().int().positive('must be region ids')).max(100)),
      }),
      req.query,
      'query',
    );
    const rows = await db.query<JurisdictionRow>(
      'SELECT * FROM jurisdictions WHERE region_sk = ANY($1::int[])',
      [regions],
    );
    return Object.fromEntries(
      rows.map((j) => [
        j.region_sk,
        {
          creditClassSubheading: j.has_mandatory_cle
            ? `${j.total_hours} hours every ${j.period_years === 1 ? 'year' : `${j.period_years} years`}`
            : 'No mandatory CLE',
          headerLinks: [
            { href: `/search?query=&jurisdictions=${j.code}`, text: `Find ${j.name} programs` },
            { href: '/account/credit/credit-tracker', text: 'Track your credits' },
          ],
        },
      ]),
    );
  });
}
