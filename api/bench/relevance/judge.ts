// Writes the judged query set (api/bench/relevance/queries.json) from the seeded catalogue's own data:
// titles, practice areas, faculty, podcast series, credit rows and product codes. The search engine
// is never asked: a judgement says what a lawyer typing the query wants, read off the data.
// Run `npm run bench:relevance:judge` after a seed change; `npm run bench:relevance` scores the engine.
//
// Grades (0 is implicit): 3 = what the query names (its title, its code, its series, its author);
// 2 = squarely about it (its practice area, a segment on that topic, a program granting the credit asked for);
// 1 = partly relevant (a segment of a matching program, the area without the credit, the description).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateCatalogue } from '../../src/seed/generate-catalogue';
import type { ProductRow } from '../../src/db/rows';

export type QueryClass =
  | 'topic'
  | 'practice-area'
  | 'jurisdiction-topic'
  | 'credit-need'
  | 'product-code'
  | 'title'
  | 'faculty'
  | 'podcast'
  | 'misspelling'
  | 'plural-stem';

export interface JudgedQuery {
  id: string;
  class: QueryClass;
  query: string;
  /** product code -> grade 1..3 */
  judgements: Record<string, number>;
}

const cat = generateCatalogue();
const products = cat.products;
const areaName = new Map(cat.practiceAreas.map((a) => [a.id, a.name.toLowerCase()]));
const regionSk = new Map(cat.jurisdictions.map((j) => [j.code, j.region_sk]));
const ctSk = new Map(cat.creditTypes.map((c) => [c.code, c.sk]));
const credits = new Map<string, Set<string>>(); // code -> "region:ct"
for (const c of cat.productCredits) {
  if (c.status !== 'Approved') continue;
  let s = credits.get(c.product_code);
  if (!s) credits.set(c.product_code, (s = new Set()));
  s.add(`${c.region_sk}:${c.credit_type_sk}`);
}
const facultyName = new Map(cat.faculty.map((f) => [f.id, f.display_name]));

const lower = (s: string) => s.toLowerCase();
const isSegment = (p: ProductRow) => p.searchable_type === 'ondemandsegment';
/** A segment's own topic: its title before the parenthesised program title. */
const ownTitle = (p: ProductRow) => (isSegment(p) ? p.title.slice(0, p.title.indexOf(' (')) : p.title);
const hasAny = (text: string, phrases: string[]) => phrases.some((ph) => lower(text).includes(lower(ph)));
const areas = (p: ProductRow) => p.practice_area_ids.map((id) => areaName.get(id) ?? '');
const grants = (p: ProductRow, ct: string, region?: string) => {
  const set = credits.get(p.code);
  if (!set) return false;
  const c = ctSk.get(ct)!;
  if (region) return set.has(`${regionSk.get(region)}:${c}`);
  return [...set].some((k) => k.endsWith(`:${c}`));
};

function put(j: Record<string, number>, code: string, grade: number) {
  if (grade > (j[code] ?? 0)) j[code] = grade;
}

/** A topic or practice area: phrases found in the item's own title, its practice areas, its description. */
function aboutJudgements(phrases: string[], areaNames: string[] = []): Record<string, number> {
  const j: Record<string, number> = {};
  const areaSet = areaNames.map(lower);
  for (const p of products) {
    const inTitle = hasAny(ownTitle(p), phrases);
    const inArea = areas(p).some((a) => areaSet.includes(a));
    const inParent = isSegment(p) && hasAny(p.title, phrases);
    if (inTitle) put(j, p.code, isSegment(p) ? 2 : 3);
    else if (inArea && !isSegment(p)) put(j, p.code, 2);
    else if (inArea || inParent) put(j, p.code, 1);
  }
  return j;
}

/** A topic within a jurisdiction: about the topic and granting credit there. */
function jurisdictionJudgements(region: string, phrases: string[], areaNames: string[] = []) {
  const about = aboutJudgements(phrases, areaNames);
  const rsk = regionSk.get(region)!;
  const j: Record<string, number> = {};
  for (const p of products) {
    const g = about[p.code];
    if (!g) continue;
    const there = [...(credits.get(p.code) ?? [])].some((k) => k.startsWith(`${rsk}:`));
    if (there) put(j, p.code, g);
    else if (g >= 2) put(j, p.code, 1);
  }
  return j;
}

/** A credit need: items that grant the credit (in the jurisdiction, when named); about its subject first. */
function creditJudgements(ct: string, region: string | undefined, subject: string[], subjectAreas: string[]) {
  const j: Record<string, number> = {};
  for (const p of products) {
    if (!grants(p, ct, region)) continue;
    const about = hasAny(ownTitle(p), subject) || areas(p).some((a) => subjectAreas.map(lower).includes(a));
    put(j, p.code, about ? 3 : isSegment(p) ? 1 : 2);
  }
  return j;
}

function facultyJudgements(name: string) {
  const ids = cat.faculty.filter((f) => f.display_name === name).map((f) => f.id);
  const j: Record<string, number> = {};
  // a podcast's hosts speak in every episode
  const hosted = new Set(
    cat.podcastSeries
      .filter((s) => [...s.hosts, ...s.co_hosts].some((h) => h.displayName === name))
      .map((s) => s.code),
  );
  for (const p of products)
    if (p.faculty_ids.some((id) => ids.includes(id)) || (p.series_code && hosted.has(p.series_code)))
      put(j, p.code, 3);
  return j;
}

function seriesJudgements(series: string) {
  const code = cat.podcastSeries.find((s) => s.display_name === series)!.code;
  const j: Record<string, number> = {};
  for (const p of products) if (p.series_code === code) put(j, p.code, 3);
  return j;
}

const codeJudgement = (code: string) => ({ [code.toUpperCase()]: 3 });
function titleJudgements(title: string) {
  const j: Record<string, number> = {};
  for (const p of products) {
    if (p.title === title) put(j, p.code, 3);
    else if (!isSegment(p) && hasAny(p.title, [title.split(':')[0]!])) put(j, p.code, 1);
  }
  return j;
}

// Faculty with the most items and a name of their own (no middle initial), chosen from the data.
const facultyByItems = new Map<number, number>();
for (const p of products)
  for (const id of p.faculty_ids) facultyByItems.set(id, (facultyByItems.get(id) ?? 0) + 1);
const facultyPicks = [...facultyByItems.entries()]
  .filter(([id]) => !/ [A-Z]\. /.test(facultyName.get(id)!))
  .sort((a, b) => b[1] - a[1] || a[0] - b[0])
  .map(([id]) => facultyName.get(id)!)
  .filter((n, i, all) => all.indexOf(n) === i);

const byTitle = (pred: (p: ProductRow) => boolean) => products.find(pred)!;
const deskbook = byTitle((p) => p.title.startsWith('Ethics & Professional Responsibility: Deskbook'));
const answerBook = byTitle((p) => p.format === 'Answer Book' && p.title.startsWith('Trade Secrets'));
const handbook = byTitle((p) => p.format === 'Course Handbook');
const institute = byTitle((p) => p.searchable_type === 'liveprogram' && p.title.includes('Institute'));

const Q: [QueryClass, string, Record<string, number>][] = [
  // topics (spec vocabulary of program topics)
  ['topic', 'trade secrets', aboutJudgements(['trade secret'])],
  ['topic', 'e-discovery', aboutJudgements(['e-discovery'])],
  ['topic', 'chapter 11', aboutJudgements(['chapter 11'], ['bankruptcy & restructuring'])],
  ['topic', 'arbitration clauses', aboutJudgements(['arbitration clause'])],
  ['topic', 'private equity funds', aboutJudgements(['private equity'])],
  ['topic', 'class action defense', aboutJudgements(['class action'])],
  ['topic', 'artificial intelligence', aboutJudgements(['artificial intelligence'])],
  ['topic', 'esg disclosure', aboutJudgements(['esg'])],
  ['topic', 'sanctions compliance', aboutJudgements(['sanctions compliance'])],
  ['topic', 'data breach response', aboutJudgements(['data breach'])],
  ['topic', 'executive compensation', aboutJudgements(['executive compensation'])],
  ['topic', 'hipaa', aboutJudgements(['hipaa'], ['health care law'])],
  ['topic', 'implicit bias', aboutJudgements(['implicit bias'])],
  ['topic', 'attorney well-being', aboutJudgements(['attorney well-being'])],
  ['topic', 'cryptocurrency enforcement', aboutJudgements(['cryptocurrency'])],
  // practice areas, as typed
  ['practice-area', 'antitrust', aboutJudgements(['antitrust'], ['antitrust'])],
  ['practice-area', 'patent law', aboutJudgements(['patent'], ['patent law'])],
  ['practice-area', 'securities law', aboutJudgements(['securities law'], ['securities law'])],
  ['practice-area', 'family law', aboutJudgements(['family law'], ['family law'])],
  ['practice-area', 'tax law', aboutJudgements(['tax law'], ['tax law'])],
  ['practice-area', 'immigration', aboutJudgements(['immigration'], ['immigration law'])],
  [
    'practice-area',
    'mergers and acquisitions',
    aboutJudgements(['mergers & acquisitions'], ['mergers & acquisitions']),
  ],
  ['practice-area', 'ethics', aboutJudgements(['ethics'], ['ethics & professional responsibility'])],
  ['practice-area', 'white collar crime', aboutJudgements(['white collar'], ['white collar crime'])],
  // a jurisdiction with a topic
  ['jurisdiction-topic', 'new york trade secrets', jurisdictionJudgements('NY', ['trade secret'])],
  [
    'jurisdiction-topic',
    'california employment',
    jurisdictionJudgements('CA', ['employment'], ['employment & labor law']),
  ],
  ['jurisdiction-topic', 'texas litigation', jurisdictionJudgements('TX', ['litigation'], ['litigation'])],
  [
    'jurisdiction-topic',
    'florida real estate',
    jurisdictionJudgements('FL', ['real estate'], ['real estate']),
  ],
  ['jurisdiction-topic', 'illinois antitrust', jurisdictionJudgements('IL', ['antitrust'], ['antitrust'])],
  ['jurisdiction-topic', 'new jersey e-discovery', jurisdictionJudgements('NJ', ['e-discovery'])],
  ['jurisdiction-topic', 'pennsylvania tax law', jurisdictionJudgements('PA', ['tax law'], ['tax law'])],
  // a credit need
  [
    'credit-need',
    'new york ethics credit',
    creditJudgements('ETH', 'NY', ['ethics'], ['ethics & professional responsibility']),
  ],
  [
    'credit-need',
    'ethics credit',
    creditJudgements('ETH', undefined, ['ethics'], ['ethics & professional responsibility']),
  ],
  [
    'credit-need',
    'california ethics cle',
    creditJudgements('ETH', 'CA', ['ethics'], ['ethics & professional responsibility']),
  ],
  ['credit-need', 'elimination of bias credit', creditJudgements('BIAS', undefined, ['bias'], [])],
  [
    'credit-need',
    'new york cybersecurity credit',
    creditJudgements(
      'CYB',
      'NY',
      ['data breach', 'cybersecurity', 'privacy'],
      ['cybersecurity & data privacy'],
    ),
  ],
  ['credit-need', 'mental health credit', creditJudgements('MH', undefined, ['well-being'], [])],
  [
    'credit-need',
    'texas ethics',
    creditJudgements('ETH', 'TX', ['ethics'], ['ethics & professional responsibility']),
  ],
  [
    'credit-need',
    'skills credit',
    creditJudgements('SKL', undefined, ['negotiation', 'deposition', 'legal writing'], []),
  ],
  // product codes (programs, segments, publications, episodes; any case)
  ['product-code', '380007', codeJudgement('380007')],
  ['product-code', '380700', codeJudgement('380700')],
  ['product-code', '380007-2', codeJudgement('380007-2')],
  ['product-code', '200011', codeJudgement('200011')],
  ['product-code', '208789', codeJudgement('208789')],
  ['product-code', 'POD002-E03', codeJudgement('POD002-E03')],
  ['product-code', 'pod015-e12', codeJudgement('POD015-E12')],
  ['product-code', '386993', codeJudgement('386993')],
  // exact titles
  ['title', deskbook.title, titleJudgements(deskbook.title)],
  ['title', answerBook.title, titleJudgements(answerBook.title)],
  ['title', handbook.title, titleJudgements(handbook.title)],
  ['title', institute.title, titleJudgements(institute.title)],
  // faculty
  ...facultyPicks
    .slice(0, 6)
    .map((n): [QueryClass, string, Record<string, number>] => ['faculty', n, facultyJudgements(n)]),
  // podcasts
  ['podcast', 'The Ethics Hour', seriesJudgements('The Ethics Hour')],
  ['podcast', 'deal talk', seriesJudgements('Deal Talk')],
  ['podcast', 'privacy matters podcast', seriesJudgements('Privacy Matters')],
  ['podcast', 'bankruptcy beat', seriesJudgements('Bankruptcy Beat')],
  ['podcast', 'legal tech forward', seriesJudgements('Legal Tech Forward')],
  ['podcast', 'trial tactics podcast', seriesJudgements('Trial Tactics')],
  // misspellings: judged like the word meant
  ['misspelling', 'antitrsut', aboutJudgements(['antitrust'], ['antitrust'])],
  ['misspelling', 'bankrupcy', aboutJudgements(['bankruptcy'], ['bankruptcy & restructuring'])],
  ['misspelling', 'imigration', aboutJudgements(['immigration'], ['immigration law'])],
  ['misspelling', 'secrities law', aboutJudgements(['securities law'], ['securities law'])],
  ['misspelling', 'arbitraton clauses', aboutJudgements(['arbitration clause'])],
  ['misspelling', 'cybersecurty', aboutJudgements(['cybersecurity'], ['cybersecurity & data privacy'])],
  ['misspelling', 'deposision strategy', aboutJudgements(['deposition strategy'])],
  [
    'misspelling',
    'trademark and copyrite',
    aboutJudgements(['trademarks & copyright'], ['trademarks & copyright']),
  ],
  // plurals and other word forms
  ['plural-stem', 'trade secret', aboutJudgements(['trade secret'])],
  ['plural-stem', 'opinion letter', aboutJudgements(['opinion letter'])],
  ['plural-stem', 'class actions', aboutJudgements(['class action'])],
  ['plural-stem', 'workplace investigation', aboutJudgements(['workplace investigation'])],
  ['plural-stem', 'derivative regulations', aboutJudgements(['derivatives regulation'])],
  ['plural-stem', 'construction dispute', aboutJudgements(['construction dispute'])],
];

const out: JudgedQuery[] = Q.map(([cls, query, judgements], i) => ({
  id: `Q${String(i + 1).padStart(3, '0')}`,
  class: cls,
  query,
  judgements,
}));
for (const q of out)
  if (!Object.keys(q.judgements).length)
    throw new Error(`no relevant item for "${q.query}": pick another query`);
// one line per query, codes grouped by grade: small enough to read and to diff
const grouped = (j: Record<string, number>) =>
  Object.fromEntries(
    [3, 2, 1]
      .map((g) => [
        String(g),
        Object.keys(j)
          .filter((c) => j[c] === g)
          .sort(),
      ])
      .filter(([, c]) => c.length),
  );
const lines = out.map((q) => JSON.stringify({ ...q, judgements: grouped(q.judgements) }));
const file = path.join(import.meta.dirname, 'queries.json');
writeFileSync(file, `[\n${lines.join(',\n')}\n]\n`);
console.log(
  `${out.length} judged queries, ${out.reduce((n, q) => n + Object.keys(q.judgements).length, 0)} judgements -> ${file}`,
);
