// Ranking metrics for the relevance benchmark: graded nDCG@k (gain 2^grade - 1, log2 discount),
// reciprocal rank of the first item graded 2 or more, zero results, and whether the first hit is the
// best-graded item (what a product code or an exact title must achieve).
export interface JudgedQueryFile {
  id: string;
  class: string;
  query: string;
  /** grade ("3", "2", "1") -> product codes with that grade */
  judgements: Record<string, string[]>;
}

export function gradesOf(q: JudgedQueryFile): Map<string, number> {
  const m = new Map<string, number>();
  for (const [g, codes] of Object.entries(q.judgements)) for (const c of codes) m.set(c, Number(g));
  return m;
}

export function dcg(grades: number[], k: number): number {
  return grades.slice(0, k).reduce((s, g, i) => s + (2 ** g - 1) / Math.log2(i + 2), 0);
}

export function metricsOf(q: JudgedQueryFile, ranked: string[], total: number, k: number) {
  const grades = gradesOf(q);
  const got = ranked.map((c) => grades.get(c.toUpperCase()) ?? grades.get(c) ?? 0);
  const ideal = [...grades.values()].sort((a, b) => b - a);
  const idcg = dcg(ideal, k);
  const first = got.findIndex((g) => g >= 2);
  const best = ideal[0] ?? 0;
  return {
    ndcg: idcg > 0 ? dcg(got, k) / idcg : 0,
    rr: first >= 0 ? 1 / (first + 1) : 0,
    zero: total === 0,
    firstHit: got[0] === best && best > 0,
    top: ranked.slice(0, 3).map((c, i) => `${c}:${got[i]}`),
  };
}
