// The catalogue's vocabulary for typo tolerance (decision 023): the words of titles, descriptions and
// the taxonomy with how many documents use each, in search_words (migration 012). A query word the
// vocabulary lacks is replaced by its nearest catalogue word by trigram similarity (pg_trgm), the more
// common word winning a tie, so 'antitrsut' searches 'antitrust' and 'imigration' 'immigration'.
import type { Db } from '../db/db';

/** Refills the vocabulary from the catalogue (after seeding). */
export async function refreshSearchWords(db: Db): Promise<void> {
  await db.exec(`
    DELETE FROM search_words;
    INSERT INTO search_words (word, ndoc)
    SELECT word, ndoc FROM ts_stat($$
      SELECT to_tsvector('simple', title || ' ' || description) FROM products
      UNION ALL SELECT to_tsvector('simple', name) FROM practice_areas
      UNION ALL SELECT to_tsvector('simple', name) FROM jurisdictions
      UNION ALL SELECT to_tsvector('simple', description) FROM credit_types
      UNION ALL SELECT to_tsvector('simple', display_name) FROM faculty
      UNION ALL SELECT to_tsvector('simple', display_name) FROM podcast_series
    $$)
    WHERE length(word) >= 3 AND word ~ '^[a-z][a-z''-]*$';
  `);
}

/** Below this trigram similarity a word is left as typed: a guess that far off misleads more than it finds. */
const MIN_SIMILARITY = 0.4;

/**
 * Words a lawyer adds to say what kind of thing they want ('ethics credit', 'deal talk podcast'):
 * never corrected, and not required to appear in a document.
 */
export const INTENT_WORDS = new Set([
  'cle',
  'mcle',
  'credit',
  'credits',
  'course',
  'courses',
  'program',
  'programs',
  'podcast',
  'podcasts',
  'episode',
  'episodes',
  'requirement',
  'requirements',
]);

/** Words worth correcting: letters only, long enough for trigrams to mean something. */
export const correctable = (w: string) => w.length >= 4 && /^[a-z]+$/.test(w) && !INTENT_WORDS.has(w);

/**
 * The query with each unknown word replaced by the nearest catalogue word (one round trip for all
 * words). Returns the corrected text and the corrections made.
 */
export async function correctQuery(
  db: Db,
  query: string,
): Promise<{ text: string; corrections: Record<string, string> }> {
  const words = query.toLowerCase().match(/[\p{L}\p{N}'-]+/gu) ?? [];
  const candidates = [...new Set(words.filter(correctable))];
  if (!candidates.length) return { text: query, corrections: {} };
  const rows = await db.query<{ tok: string; fix: string | null }>(
    `SELECT t.tok,
            CASE WHEN EXISTS (SELECT 1 FROM search_words w WHERE w.word = t.tok) THEN NULL ELSE
              (SELECT w.word FROM search_words w
               WHERE w.word % t.tok AND similarity(w.word, t.tok) >= $2
               ORDER BY similarity(w.word, t.tok) DESC, w.ndoc DESC, w.word LIMIT 1)
            END AS fix
     FROM unnest($1::text[]) AS t(tok)`,
    [candidates, MIN_SIMILARITY],
  );
  const corrections: Record<string, string> = {};
  for (const r of rows) if (r.fix && r.fix !== r.tok) corrections[r.tok] = r.fix;
  if (!Object.keys(corrections).length) return { text: query, corrections };
  const text = query.replace(/[\p{L}\p{N}'-]+/gu, (w) => corrections[w.toLowerCase()] ?? w);
  return { text, corrections };
}
