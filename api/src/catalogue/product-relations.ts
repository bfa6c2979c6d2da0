// Spec 3 §3, §5 catalogue relations of a product page that only some product types have: a program's
// variants, cross-links and alternative; a book's handbook program and related items; an episode's
// series. And the credits a product offers, per jurisdiction.
import type { Db } from '../db/db';
import type { ProductRecord } from '../db/rows';
import { productDetails } from './product-details';
import { card, variation } from './product-cards';
import { seriesLink } from './podcast-store';
import {
  latestProgramTitled,
  programsTitled,
  relatedBooks,
  seriesTitle,
  takeableInSeries,
} from './program-relations-store';
import { productCreditLines } from '../credit/credit-offer-store';

/** Course handbooks are titled after their program plus this suffix. */
const HANDBOOK_SUFFIX = ' (Course Handbook)';
/** How many related items the book page lists. */
const RELATED_ITEMS = 4;

type Card = ReturnType<typeof card>;
type Variation = ReturnType<typeof variation>;

export interface TypeRelations {
  programVariants: Variation[];
  liveProgramCrosslink: Card | null;
  ondemandProgramCrosslink: Card | null;
  alternative: Card | null;
  relatedProgramVariant: Card | null;
  relatedItems: Card[];
  series: { code: string; displayName: string; url: string } | null;
}

/** A program's variants (the same title offered several ways), its cross-links and alternative. */
async function programRelations(db: Db, p: ProductRecord, master: ProductRecord) {
  const variants = await programsTitled(db, master.title);
  const details = await productDetails(
    db,
    variants.map((r) => r.code),
  );
  // cross-links point elsewhere: never to the page itself (a segment's own program is fine)
  const live = variants.filter((v) => v.searchable_type === 'liveprogram' && v.code !== p.code);
  const onDemand = variants.filter((v) => v.searchable_type === 'ondemandprogram' && v.code !== p.code);
  // the next live date still to come, else the latest one
  const now = Date.now();
  const nextLive = live.find((v) => v.event_end && new Date(v.event_end).getTime() > now) ?? live.at(-1);
  // Alternative card: the most recently published program of the same series (spec 3 §5) that can
  // still be taken.
  const alt = await takeableInSeries(db, seriesTitle(master.title), master.code);
  return {
    programVariants: variants.map((r) => variation(r, details(r.code))),
    liveProgramCrosslink: nextLive ? card(nextLive) : null,
    ondemandProgramCrosslink: onDemand.length ? card(onDemand.at(-1)!) : null,
    alternative: alt ? card(alt) : null,
  };
}

/** A book's program (for a course handbook) and related books. */
async function bookRelations(db: Db, p: ProductRecord) {
  const isHandbook = p.content_type.startsWith('CourseHandbook') && p.title.endsWith(HANDBOOK_SUFFIX);
  const prog = isHandbook
    ? await latestProgramTitled(db, p.title.slice(0, -HANDBOOK_SUFFIX.length))
    : undefined;
  return {
    relatedProgramVariant: prog ? card(prog) : null,
    relatedItems: (await relatedBooks(db, p, RELATED_ITEMS)).map(card),
  };
}

export async function typeRelations(db: Db, p: ProductRecord, master: ProductRecord): Promise<TypeRelations> {
  const isProgram = ['liveprogram', 'ondemandprogram'].includes(master.searchable_type);
  const s = p.series_code ? await seriesLink(db, p.series_code) : undefined;
  return {
    programVariants: [],
    liveProgramCrosslink: null,
    ondemandProgramCrosslink: null,
    alternative: null,
    relatedProgramVariant: null,
    relatedItems: [],
    ...(isProgram ? await programRelations(db, p, master) : {}),
    ...(p.searchable_type === 'book' ? await bookRelations(db, p) : {}),
    series: s ? { code: s.code, displayName: s.display_name, url: `/podcasts/${s.slug}` } : null,
  };
}

export interface CreditJurisdiction {
  regionSk: number;
  code: string;
  name: string;
  status: string;
  notApproved: boolean;
  credits: { creditType: string; amount: number }[];
}

/** The product's credits grouped by jurisdiction, in the jurisdictions' order. */
export async function creditJurisdictions(db: Db, code: string): Promise<CreditJurisdiction[]> {
  const byRegion = new Map<number, CreditJurisdiction>();
  for (const c of await productCreditLines(db, code)) {
    const entry = byRegion.get(c.region_sk) ?? {
      regionSk: c.region_sk,
      code: c.code,
      name: c.name,
      status: c.status,
      notApproved: c.status !== 'Approved',
      credits: [],
    };
    entry.credits.push({ creditType: c.credit_type, amount: Number(c.amount) });
    byRegion.set(c.region_sk, entry);
  }
  return [...byRegion.values()];
}
