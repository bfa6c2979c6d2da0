// Relevance rules (decision 023), pure: which documents a text search returns and how they score.
// - Words the query names as filters (a jurisdiction, a credit type, a practice area) and intent words
//   ('credit', 'cle', 'podcast') are not required in the text, but every word still ranks.
// - A document must contain every required word; when none does, any required word will do, so a
//   query with a relevant item never comes back empty for want of one word.
// - Semantic filters applied: they narrow; the text still ranks what is left. Not applied: the names
//   still count, as a boost for the documents that satisfy them.
// - A segment never outranks its own program.
import { INTENT_WORDS } from './search-words';
import type { Match, TextHits, TextQuery } from './search-index';

/** What satisfying the names of a query (not applied as filters) adds to a document's score. */
export const SEMANTIC_BOOST = 0.5;
/** A product code typed as the query: that product first, whatever else scores. */
export const CODE_SCORE = 100;

const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? [];

/**
 * The text parts of a query: it ranks by all its words, requires those left once the filter names
 * (`remaining` is the query without them) and intent words are taken out, and looks for that rest
 * as a phrase in titles. A query of intent words alone ('podcasts') requires them.
 */
export function textQueryOf(query: string, remaining: string, namedFilters: number): TextQuery {
  const rest = words(remaining).filter((w) => !INTENT_WORDS.has(w));
  const require = rest.length || namedFilters ? rest.join(' ') : query;
  const all = words(query).filter((w) => !INTENT_WORDS.has(w));
  return { rank: query, require, phrase: all.join(' '), restPhrase: rest.join(' ') };
}

/**
 * Names read as filters inside a title ('The Ethics Hour', a podcast): when the query says more than
 * the names and its words are a title's phrase, the visitor is typing that title, not asking for the filter.
 */
export function typesATitle(tq: TextQuery, hits: TextHits | null, namedFilters: number): boolean {
  return (
    namedFilters > 0 && tq.restPhrase !== '' && tq.phrase !== tq.restPhrase && (hits?.titlePhrase ?? 0) > 0
  );
}

export interface CandidateOptions {
  n: number;
  parentOf: Int32Array;
  /** semantic filters applied: with nothing required, every document is a candidate (the filters narrow) */
  filtersApplied: boolean;
  /** not applied: the documents satisfying the names the query holds (null: it holds none) */
  namedDocs: Uint8Array | null;
}

/** The candidates and their scores (see the rules above); null = no text condition. */
export function candidatesOf(hits: TextHits | null, o: CandidateOptions): Match | null {
  if (!hits) return null;
  const score = new Float32Array(o.n);
  const isCandidate = new Uint8Array(o.n);
  let anyStrict = false;
  for (let i = 0; i < hits.docs.length; i++) if (hits.strict[i]) anyStrict = true;
  for (let i = 0; i < hits.docs.length; i++) {
    const d = hits.docs[i]!;
    score[d] = hits.scores[i]!;
    if (hits.required === 0) isCandidate[d] = 1;
    else if (anyStrict ? hits.strict[i] : hits.loose[i]) isCandidate[d] = 1;
  }
  if (hits.required === 0) {
    if (o.filtersApplied) isCandidate.fill(1);
    else if (o.namedDocs) for (let d = 0; d < o.n; d++) if (o.namedDocs[d]) isCandidate[d] = 1;
  }
  if (o.namedDocs && !o.filtersApplied)
    for (let d = 0; d < o.n; d++) if (o.namedDocs[d]) score[d] = score[d]! + SEMANTIC_BOOST;
  // a segment stays below its program when both are candidates
  for (let d = 0; d < o.n; d++) {
    const p = o.parentOf[d]!;
    if (p >= 0 && isCandidate[d] && isCandidate[p] && score[d]! >= score[p]!) score[d] = score[p]! * 0.99;
  }
  let count = 0;
  for (let d = 0; d < o.n; d++) count += isCandidate[d]!;
  const docs = new Int32Array(count);
  const scores = new Float32Array(count);
  for (let d = 0, k = 0; d < o.n; d++)
    if (isCandidate[d]) {
      docs[k] = d;
      scores[k++] = score[d]!;
    }
  return { docs, scores };
}

/** A product code typed as the query: its product first, the rest as they were. */
export function withCodeFirst(match: Match | null, codeDoc: number): Match {
  const docs = match ? [...match.docs].filter((d) => d !== codeDoc) : [];
  const scores = match ? [...match.scores].filter((_, i) => match.docs[i] !== codeDoc) : [];
  return { docs: Int32Array.from([codeDoc, ...docs]), scores: Float32Array.from([CODE_SCORE, ...scores]) };
}
