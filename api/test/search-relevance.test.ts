// Relevance rules (issue 16, decision 023) as pure functions: required words, fallbacks, boosts for
// names not applied as filters, segments below their programs, tie-breaks. No database.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  candidatesOf,
  CODE_SCORE,
  SEMANTIC_BOOST,
  textQueryOf,
  typesATitle,
  withCodeFirst,
} from '../src/search/search-relevance';
import { tieBreak } from '../src/search/search-evaluate';
import type { SearchIndex, TextHits } from '../src/search/search-index';
import { correctable } from '../src/search/search-words';

const hits = (rows: [doc: number, score: number, strict: 0 | 1, loose: 0 | 1][], required = 1): TextHits => ({
  docs: Int32Array.from(rows.map((r) => r[0])),
  scores: Float32Array.from(rows.map((r) => r[1])),
  strict: Uint8Array.from(rows.map((r) => r[2])),
  loose: Uint8Array.from(rows.map((r) => r[3])),
  required,
  titlePhrase: 0,
});
const none = (n: number) => Int32Array.from({ length: n }, () => -1);
const list = (m: { docs: Int32Array; scores: Float32Array } | null) =>
  m ? [...m.docs].map((d, i) => [d, Number(m.scores[i]!.toFixed(3))]) : null;

describe('search relevance rules', () => {
  test('[S1-API-27] names read as filters and intent words are not required, but every word ranks', () => {
    assert.deepEqual(textQueryOf('new york ethics credit', 'credit', 2), {
      rank: 'new york ethics credit',
      require: '',
      phrase: 'new york ethics',
      restPhrase: '',
    });
    assert.deepEqual(textQueryOf('new york trade secrets', 'trade secrets', 1).require, 'trade secrets');
    // intent words alone are what the visitor asks for
    assert.equal(textQueryOf('podcasts', 'podcasts', 0).require, 'podcasts');
    assert.equal(correctable('credit'), false);
    assert.equal(correctable('antitrsut'), true);
    assert.equal(correctable('e-discovery'), false);
  });

  test('[S1-API-27] every required word when some document has them all, else any of them', () => {
    const o = { n: 4, parentOf: none(4), filtersApplied: false, namedDocs: null };
    assert.deepEqual(
      list(
        candidatesOf(
          hits([
            [0, 0.5, 1, 1],
            [1, 0.9, 0, 1],
            [2, 0.1, 0, 0],
          ]),
          o,
        ),
      ),
      [[0, 0.5]],
    );
    assert.deepEqual(
      list(
        candidatesOf(
          hits([
            [1, 0.9, 0, 1],
            [2, 0.1, 0, 0],
          ]),
          o,
        ),
      ),
      [[1, 0.9]],
    );
    assert.equal(candidatesOf(null, o), null);
  });

  test('[S1-SEARCH-32] applied filters: with nothing required every document is a candidate, the text still scores', () => {
    const m = candidatesOf(hits([[2, 0.7, 0, 0]], 0), {
      n: 3,
      parentOf: none(3),
      filtersApplied: true,
      namedDocs: null,
    });
    assert.deepEqual(list(m), [
      [0, 0],
      [1, 0],
      [2, 0.7],
    ]);
  });

  test('[S1-SEARCH-17] filters not applied: documents satisfying the names rank higher, and count as candidates', () => {
    const named = Uint8Array.from([0, 1, 0]);
    const m = candidatesOf(hits([[2, 0.7, 0, 0]], 0), {
      n: 3,
      parentOf: none(3),
      filtersApplied: false,
      namedDocs: named,
    });
    assert.deepEqual(list(m), [
      [1, SEMANTIC_BOOST],
      [2, 0.7],
    ]);
  });

  test('[S1-API-27] a segment never outranks its own program', () => {
    const parentOf = Int32Array.from([-1, 0, -1]);
    const m = candidatesOf(
      hits([
        [0, 0.4, 1, 1],
        [1, 0.8, 1, 1],
        [2, 0.6, 1, 1],
      ]),
      {
        n: 3,
        parentOf,
        filtersApplied: false,
        namedDocs: null,
      },
    );
    const score = new Map(list(m)!.map(([d, s]) => [d, s]));
    assert.ok(score.get(1)! < score.get(0)!);
    assert.equal(score.get(2), 0.6);
  });

  test('[S1-API-27] a product code comes first', () => {
    const m = withCodeFirst({ docs: Int32Array.from([3, 5]), scores: Float32Array.from([0.9, 0.2]) }, 5);
    assert.deepEqual(list(m), [
      [5, CODE_SCORE],
      [3, 0.9],
    ]);
  });

  test('[S1-SEARCH-04] a query that types a title with a name in it is not read as that filter', () => {
    const tq = textQueryOf('the ethics hour', 'the hour', 1);
    assert.equal(typesATitle(tq, { ...hits([]), titlePhrase: 15 }, 1), true);
    assert.equal(typesATitle(tq, { ...hits([]), titlePhrase: 0 }, 1), false);
    assert.equal(typesATitle(textQueryOf('ethics', '', 1), { ...hits([]), titlePhrase: 90 }, 1), false);
  });

  test('[S1-API-27] ties: upcoming live programs first (soonest first), then the newest, then by code', () => {
    const now = Date.UTC(2026, 10, 23);
    const day = 86_400_000;
    const index = {
      types: ['book', 'liveprogram'],
      typeOf: Uint8Array.from([1, 1, 0, 0, 1]),
      when: Float64Array.from([
        now + 30 * day,
        now + 2 * day,
        now - 10 * day,
        now - 400 * day,
        now - 5 * day,
      ]),
      codeRank: Uint32Array.from([0, 1, 2, 3, 4]),
    } as unknown as SearchIndex;
    const order = [0, 1, 2, 3, 4].sort(tieBreak(index, now));
    // upcoming live 1 then 0; then the past by date, newest first: 4 (past live), 2, 3 (an older edition)
    assert.deepEqual(order, [1, 0, 4, 2, 3]);
  });
});
