// The forms the CMS offers (migration 014: the request-a-quote modal's definition), accepted submissions
// and what the form handler received (migration 021).
import type { QuoteForm } from '@cle/contracts/quote-form';
import type { Db } from '../db/db';

export async function loadForm(db: Db, formId: string): Promise<QuoteForm | null> {
  const [row] = await db.query<{ definition: QuoteForm }>('SELECT definition FROM forms WHERE id = $1', [
    formId,
  ]);
  return row?.definition ?? null;
}

/** Stores an accepted submission; answers its id. */
export async function addFormSubmission(
  db: Db,
  formId: string,
  sub: string | null,
  data: Record<string, unknown>,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO form_submissions (form_id, user_sub, data) VALUES ($1, $2, $3::jsonb) RETURNING id::int AS id',
    [formId, sub, JSON.stringify(data)],
  );
  return row!.id;
}

export async function addFormHandlerPost(
  db: Db,
  formId: string,
  data: Record<string, unknown>,
): Promise<void> {
  await db.query('INSERT INTO form_handler_posts (form_id, data) VALUES ($1, $2::jsonb)', [
    formId,
    JSON.stringify(data),
  ]);
}
