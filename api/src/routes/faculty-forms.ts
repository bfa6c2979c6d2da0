// Faculty profiles and follows, and the request-a-quote form (spec 2 §2, §3, §4, §7 "Faculty and forms").
// Profiles and the form definition are public; follows live under /user (the auth guard's prefix) and
// are scoped to the token's subject. Submissions are validated against the stored form before one INSERT.
import fastifyFormbody from '@fastify/formbody';
import {
  FacultyIdParamsSchema,
  FacultyListQuerySchema,
  FormHandlerBodySchema,
  FormIdParamsSchema,
  FormPostBodySchema,
  IndividualIdsSchema,
} from '@cle/contracts/requests/faculty';
import type { Db } from '../db/db';
import type { FacultyRow } from '../db/rows';
import { HttpError, notFound } from '../lib/http';
import type { Api } from '../lib/http';
import { principalOf } from '../auth/guard';
import { loadUser } from '../users/user-store';
import {
  facultyById,
  facultyByIndividualIds,
  facultyContent,
  followedFaculty,
  followedFacultyIds,
  followFaculty,
  unfollowFaculty,
  visibleFacultyPage,
} from '../faculty/faculty-store';
import { facultyUrl, portraitUrl } from '../faculty/faculty-urls';
import { addFormHandlerPost, addFormSubmission, loadForm } from '../forms/form-store';
import { quoteStepErrors, formatPhone, stepFields } from '@cle/contracts/quote-form';
import type { Faculty } from '@cle/contracts/faculty-schemas';

/** About-faculty listing page size. */
const FACULTY_PAGE_SIZE = 24;
/** Shared content shown on a profile: the member's most recent programs and publications. */
const FACULTY_CONTENT_LIMIT = 12;

function facultyPayload(f: FacultyRow, following: boolean): Faculty {
  return {
    id: f.id,
    individualId: f.individual_id,
    displayName: f.display_name,
    affiliation: f.affiliation,
    title: f.title,
    biography: f.biography,
    image: portraitUrl(f.id),
    resourceLocation: facultyUrl(f.slug),
    // the seeded faculty has no trustees; the field is kept for the CMS to fill
    trusteeDesignation: null,
    visibilityStatus: f.visibility_status,
    isUserFollowingThis: following,
  };
}

/** The portrait: initials on a colour picked from the id (the catalogue has no photographs). */
function portraitSvg(f: Pick<FacultyRow, 'id' | 'first_name' | 'last_name'>): string {
  const palette = ['#2b2b30', '#1f4e79', '#7a1f3d', '#1f6b5a', '#5a3d8a', '#8a5a1f'];
  const initials = `${f.first_name[0] ?? ''}${f.last_name[0] ?? ''}`.toUpperCase().replace(/[^A-Z]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><rect width="240" height="240" fill="${palette[f.id % palette.length]}"/><text x="120" y="120" dy=".35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="88" font-weight="700" fill="#ffffff">${initials}</text></svg>`;
}

async function followedList(db: Db, sub: string) {
  const rows = await followedFaculty(db, sub);
  return {
    items: rows.map((f) => ({
      id: f.id,
      individualId: f.individual_id,
      displayName: f.display_name,
      resourceLocation: facultyUrl(f.slug),
    })),
  };
}

/** Individual ids -> faculty ids; an id the catalogue does not know is a 400 (nothing is written). */
async function resolveIndividualIds(db: Db, ids: string[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const rows = await facultyByIndividualIds(db, unique);
  const unknown = unique.filter((i) => !rows.some((r) => r.individual_id === i));
  if (unknown.length) throw new HttpError(400, `Unknown faculty individual id ${unknown.join(', ')}`);
  return rows.map((r) => r.id);
}

export async function facultyFormRoutes(app: Api) {
  facultyProfileRoutes(app);
  facultyFollowRoutes(app);
  await formRoutes(app);
}

/** The about-faculty listing, profiles and portraits. */
function facultyProfileRoutes(app: Api) {
  const { db } = app;

  // The about-faculty page: visible faculty by last name, optionally by initial.
  app.get('/faculty', { schema: { querystring: FacultyListQuerySchema } }, async (req) => {
    const q = req.query;
    const { total, rows } = await visibleFacultyPage(db, {
      letter: q.letter,
      limit: FACULTY_PAGE_SIZE,
      offset: (q.page - 1) * FACULTY_PAGE_SIZE,
    });
    return {
      items: rows.map((f) => ({
        id: f.id,
        displayName: f.display_name,
        affiliation: f.affiliation,
        title: f.title,
        image: portraitUrl(f.id),
        resourceLocation: facultyUrl(f.slug),
      })),
      page: q.page,
      pageSize: FACULTY_PAGE_SIZE,
      totalPages: Math.ceil(total / FACULTY_PAGE_SIZE),
      totalResults: total,
    };
  });

  // A faculty profile with its shared content. A signed-in caller also learns whether they follow.
  app.get(
    '/faculty/:id',
    { schema: { params: FacultyIdParamsSchema }, config: { allowAnonymous: true } },
    async (req) => {
      const { id } = req.params;
      const f = await facultyById(db, id);
      if (!f) throw notFound(`Faculty ${id}`);
      const following = req.principal ? (await followedFacultyIds(db, req.principal.sub)).has(id) : false;
      const content = await facultyContent(db, id, FACULTY_CONTENT_LIMIT);
      return {
        faculty: facultyPayload(f, following),
        content: content.map((c) => ({
          code: c.code,
          title: c.title,
          format: c.format,
          url: c.url,
          role: c.chair ? 'Chairperson' : 'Speaker',
          date: c.date,
        })),
      };
    },
  );

  app.get('/faculty/:id/portrait.svg', { schema: { params: FacultyIdParamsSchema } }, async (req, reply) => {
    const { id } = req.params;
    const f = await facultyById(db, id);
    if (!f) throw notFound(`Faculty ${id}`);
    reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml');
    return portraitSvg(f);
  });
}

/** The faculty the caller follows. */
function facultyFollowRoutes(app: Api) {
  const { db } = app;

  // S2-API-76: the faculty the caller follows, each with its id.
  app.get('/user/faculty', async (req) => followedList(db, principalOf(req).sub));

  // S2-API-77, S2-FACULTY-09: follow a list of individual ids (following twice is one follow).
  app.post('/user/faculty/follow', { schema: { body: IndividualIdsSchema } }, async (req) => {
    const p = principalOf(req);
    const ids = req.body;
    await db.transaction(async (tx) => {
      await loadUser(tx, p);
      const facultyIds = await resolveIndividualIds(tx, ids);
      await followFaculty(tx, p.sub, facultyIds);
    });
    return followedList(db, p.sub);
  });

  // S2-API-78, S2-FACULTY-10: unfollow a list of ids (unfollowing someone not followed is a no-op).
  app.post('/user/faculty/unfollow', { schema: { body: IndividualIdsSchema } }, async (req) => {
    const p = principalOf(req);
    const ids = req.body;
    const facultyIds = await resolveIndividualIds(db, ids);
    await unfollowFaculty(db, p.sub, facultyIds);
    return followedList(db, p.sub);
  });
}

/** The request-a-quote form, its submissions and the form handler. */
async function formRoutes(app: Api) {
  const { db } = app;

  // The request-a-quote form as the CMS configures it (steps, fields, messages).
  app.get('/form/:formId', { schema: { params: FormIdParamsSchema } }, async (req, reply) => {
    const { formId } = req.params;
    const form = await loadForm(db, formId);
    if (!form) throw notFound(`Form ${formId}`);
    reply.header('Cache-Control', 'public, max-age=300');
    return form;
  });

  // S2-API-79: form data plus formId. Every field of every step is checked with the modal's own rules
  // (spec 2 §5 messages); unknown fields are refused; then one INSERT, so nothing is half-stored.
  app.post(
    '/form/post',
    { schema: { body: FormPostBodySchema }, config: { allowAnonymous: true } },
    async (req, reply) => {
      const body = req.body;
      const { formId, ...data } = body as Record<string, unknown> & { formId: string };
      const stored = await validSubmission(db, formId, data);
      const id = await addFormSubmission(db, formId, req.principal?.sub ?? null, stored);
      reply.code(201);
      return { id, formId };
    },
  );

  // S2-API-80: the form handler a step's submitUrl names (the marketing system's, spec 2 §7). The modal
  // posts there no-cors and url-encoded, so it never reads the answer: 204, and the same checks as
  // /form/post so the hand-off holds only what the form allows.
  await app.register(async (handler: Api) => {
    await handler.register(fastifyFormbody);
    const schema = { params: FormIdParamsSchema, body: FormHandlerBodySchema };
    handler.post(
      '/form/handler/:formId',
      { config: { allowAnonymous: true }, schema },
      async (req, reply) => {
        const { formId } = req.params;
        const mediaType = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (mediaType !== 'application/x-www-form-urlencoded')
          throw new HttpError(415, 'The form handler takes application/x-www-form-urlencoded data');
        const { formId: echoed, ...data } = req.body;
        if (echoed !== undefined && echoed !== formId)
          throw new HttpError(400, "Invalid body field 'formId': is not this handler's form", 'formId');
        const stored = await validSubmission(db, formId, data);
        await addFormHandlerPost(db, formId, stored);
        reply.code(204);
      },
    );
  });
}

/**
 * A form submission checked against the form the CMS configures: only its fields, text values, each
 * step's rules (spec 2 §5 messages). Answers what is stored: trimmed non-empty values, phones formatted.
 */
async function validSubmission(db: Db, formId: string, data: Record<string, unknown>) {
  const form = await loadForm(db, formId);
  if (!form) throw notFound(`Form ${formId}`);
  const fields = form.steps.flatMap(stepFields);
  const unknown = Object.keys(data).filter((k) => !fields.some((f) => f.name === k));
  if (unknown.length)
    throw new HttpError(400, `Invalid body field '${unknown[0]}': is not a field of this form`, unknown[0]);
  for (const value of Object.values(data))
    if (value !== null && typeof value !== 'string')
      throw new HttpError(400, 'Invalid body: every field value must be text');
  // The submitter's calendar day is not known here: a date is refused only when it precedes
  // yesterday in UTC, so no time zone's "today" is ever refused (the modal checks the local day).
  const today = new Date(Date.now() - 86_400_000);
  for (const step of form.steps) {
    const errors = quoteStepErrors(step, data, today);
    const [field, message] = Object.entries(errors)[0] ?? [];
    if (field && message) throw new HttpError(400, message, field);
  }
  return Object.fromEntries(
    fields
      .filter((f) => typeof data[f.name] === 'string' && (data[f.name] as string).trim() !== '')
      .map((f) => {
        const v = (data[f.name] as string).trim();
        return [f.name, f.type === 'phone' ? formatPhone(v) : v];
      }),
  );
}
