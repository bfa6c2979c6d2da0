// Builds the deterministic catalogue in memory: taxonomy, credit rules, faculty, programs and
// segments, publications, podcasts. Dates are fixed around SEED_EPOCH, so the seed never drifts.
import { createRandom, slugify } from '../lib/random';
import type { Random } from '../lib/random';
import * as V from './vocabulary';
import type {
  TaxonomyRow,
  CreditTypeRow,
  Requirement,
  JurisdictionRow,
  FacultyRow,
  ProductRow,
  ProductCreditRow,
  PodcastSeriesRow,
  PodcastSeasonRow,
} from '../db/rows';
import { COUNTS } from './catalogue-shape';
import { addProgram, addPublication, markAudioProgram } from './catalogue-products';
import { addPodcastSeries } from './catalogue-podcasts';
import { addPublicationFamilies } from './catalogue-editions';
import type { CatalogueDraft } from './catalogue-products';

export const SEED_VERSION = '2026-12-02.1-publication-editions';
export interface Catalogue {
  practiceAreas: TaxonomyRow[];
  industries: TaxonomyRow[];
  audiences: TaxonomyRow[];
  creditTypes: CreditTypeRow[];
  jurisdictions: JurisdictionRow[];
  faculty: FacultyRow[];
  products: ProductRow[];
  productCredits: ProductCreditRow[];
  podcastSeries: PodcastSeriesRow[];
  podcastSeasons: PodcastSeasonRow[];
}

function taxonomy(names: readonly string[], kind: string): TaxonomyRow[] {
  return names.map((name, i) => ({
    id: i + 1,
    name,
    slug: slugify(name),
    description: `Programs, publications and podcasts for ${kind} ${name.toLowerCase()}: practical guidance from leading practitioners.`,
  }));
}

/** A mandatory jurisdiction's requirements: total and ethics, drawn bias and mental health, NY's cybersecurity. */
function requirementsOf(
  rnd: Random,
  code: string,
  { total, periodYears }: { total: number; periodYears: number },
  sk: (code: string) => number,
): Requirement[] {
  const requirements: Requirement[] = [];
  const ethics = rnd.pick([1, 2, 3, 4]) * periodYears;
  requirements.push(
    {
      heading: 'Total credits',
      creditTypeSk: 0,
      required: total,
      explanatoryText: `Complete ${total} hours each ${periodYears}-year compliance period.`,
    },
    {
      heading: 'Ethics',
      creditTypeSk: sk('ETH'),
      required: ethics,
      explanatoryText: `At least ${ethics} hours must be in ethics and professional responsibility.`,
    },
  );
  if (rnd.chance(0.4))
    requirements.push({
      heading: 'Elimination of Bias',
      creditTypeSk: sk('BIAS'),
      required: 1,
      explanatoryText: 'At least 1 hour in elimination of bias.',
    });
  if (rnd.chance(0.25))
    requirements.push({
      heading: 'Mental Health & Substance Use',
      creditTypeSk: sk('MH'),
      required: 1,
      explanatoryText: 'At least 1 hour addressing mental health or substance use.',
    });
  if (code === 'NY')
    requirements.push({
      heading: 'Cybersecurity, Privacy & Data Protection',
      creditTypeSk: sk('CYB'),
      required: 1,
      explanatoryText: 'At least 1 hour in cybersecurity, privacy and data protection.',
    });
  return requirements;
}

/** Compliance groups: NY's experienced and newly admitted, California's three by last name. */
function complianceGroups(code: string) {
  return code === 'NY'
    ? [
        { sk: 1, longDescription: 'Experienced Attorney' },
        { sk: 2, longDescription: 'Newly Admitted Attorney' },
      ]
    : code === 'CA'
      ? [
          { sk: 3, longDescription: 'Group 1 (last names A–G)' },
          { sk: 4, longDescription: 'Group 2 (last names H–M)' },
          { sk: 5, longDescription: 'Group 3 (last names N–Z)' },
        ]
      : [];
}

function jurisdictions(rnd: Random, creditTypes: CreditTypeRow[]): JurisdictionRow[] {
  const sk = (code: string) => creditTypes.find((c) => c.code === code)!.sk;
  return V.JURISDICTIONS.map(([code, name], i) => {
    const mandatory = !V.NO_MANDATORY_CLE.has(code);
    const periodYears = mandatory ? rnd.pick([1, 2, 2, 3]) : null;
    const perYear = rnd.pick([12, 12, 15, 10, 8]);
    const total = mandatory ? perYear * periodYears! : null;
    const requirements = mandatory
      ? requirementsOf(rnd, code, { total: total!, periodYears: periodYears! }, sk)
      : [];
    const groups = complianceGroups(code);
    return {
      region_sk: 100 + i,
      code,
      slug: slugify(name),
      name,
      state_name: name,
      long_description: `${name} Attorney CLE Requirements`,
      credit_class_sk: 1,
      credit_class: 'Attorney',
      has_mandatory_cle: mandatory,
      period_years: periodYears,
      total_hours: total,
      reporting: mandatory
        ? rnd.pick(['Attorney reports', 'Provider reports', 'Attorney certifies on registration'])
        : 'Not applicable',
      is_license_number_required: mandatory && rnd.chance(0.5),
      license_number_name: mandatory
        ? rnd.pick(['Bar number', 'Attorney registration number', 'License number'])
        : null,
      compliance_groups: groups,
      requirements,
      notes: mandatory
        ? `${name} requires ${total} credit hours every ${periodYears === 1 ? 'year' : `${periodYears} years`}. Credits earned in excess of the requirement may not be carried over unless the rules say so.`
        : `${name} has no mandatory continuing legal education requirement for practising attorneys. Voluntary CLE is encouraged.`,
      sort_order: i + 1,
    };
  });
}

function faculty(rnd: Random): FacultyRow[] {
  const rows: FacultyRow[] = [];
  const used = new Set<string>();
  let id = 1;
  while (rows.length < COUNTS.faculty) {
    const first = rnd.pick(V.FIRST_NAMES);
    const last = rnd.pick(V.LAST_NAMES);
    const middle = used.has(`${first} ${last}`) ? `${String.fromCharCode(65 + rnd.int(0, 25))}. ` : '';
    const display = `${first} ${middle}${last}`;
    if (used.has(display)) continue;
    used.add(display);
    const firm = rnd.pick(V.FIRMS);
    const title = rnd.pick(V.FACULTY_TITLES);
    rows.push({
      id,
      individual_id: String(700000 + id),
      first_name: first,
      last_name: last,
      display_name: display,
      affiliation: firm,
      title,
      biography: `${display} is ${title.match(/^[AEIOU]/) ? 'an' : 'a'} ${title} at ${firm}, advising clients on ${rnd.pick(V.PRACTICE_AREAS).toLowerCase()} and ${rnd.pick(V.TOPICS).toLowerCase()}. A frequent PLI speaker, ${first} has written widely on ${rnd.pick(V.TOPICS).toLowerCase()}.`,
      slug: slugify(display),
      visibility_status: rnd.chance(0.9) ? 1 : 0,
    });
    id++;
  }
  return rows;
}

export function generateCatalogue(): Catalogue {
  const rnd = createRandom(20261122);
  const practiceAreas = taxonomy(V.PRACTICE_AREAS, 'practitioners of');
  const industries = taxonomy(V.INDUSTRIES, 'lawyers serving');
  const audiences = taxonomy(V.AUDIENCES, '');
  for (const a of audiences)
    a.description = `Programs and publications selected for ${a.name.toLowerCase()}.`;
  const creditTypes = V.CREDIT_TYPES.map(([code, description], i) => ({ sk: i + 1, code, description }));
  const juris = jurisdictions(rnd, creditTypes);
  const fac = faculty(rnd);
  const usedUrls = new Set<string>();
  const d: CatalogueDraft = {
    rnd,
    practiceAreas,
    industries,
    audiences,
    creditTypes,
    juris,
    fac,
    products: [],
    productCredits: [],
    podcastSeries: [],
    podcastSeasons: [],
    uniqueUrl(base) {
      let url = base;
      for (let n = 2; usedUrls.has(url); n++) url = `${base}-${n}`;
      usedUrls.add(url);
      return url;
    },
  };
  for (let i = 0; i < COUNTS.programs; i++) addProgram(d, i);
  for (let i = 0; i < COUNTS.publications; i++) addPublication(d, i);
  // Podcasts: 20 series, 1 to 3 seasons, 15 episodes each
  V.PODCAST_SERIES.forEach((name, si) => addPodcastSeries(d, name, si));
  markAudioProgram(d.products);
  // last, from a stream of their own: nothing drawn above moves (catalogue-editions.ts)
  addPublicationFamilies(d);
  return {
    practiceAreas,
    industries,
    audiences,
    creditTypes,
    jurisdictions: juris,
    faculty: fac,
    products: d.products,
    productCredits: d.productCredits,
    podcastSeries: d.podcastSeries,
    podcastSeasons: d.podcastSeasons,
  };
}
