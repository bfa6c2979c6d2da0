// Requests of the faculty pages, the CMS forms, the editor tools and client error reports (spec 2 §5,
// spec 3). Declared on the API's routes (decision 073): one definition validates, types and documents
// each call. A client error report's body is ClientErrorReportSchema (@cle/contracts/client-error-schemas).
import { z } from 'zod';
import { int4 } from './fields';

const facultyId = int4().positive('must be a faculty id');
/** POST /user/faculty/follow and unfollow: faculty by individual id. */
export const IndividualIdsSchema = z
  .array(z.string().regex(/^\d{1,12}$/, 'must be individual ids'), {
    error: 'must be a list of individual ids',
  })
  .min(1, 'must name at least one faculty member')
  .max(100, 'must name at most 100 faculty members');
/** GET /faculty: the about-faculty listing, a page at a time, optionally by initial. */
export const FacultyListQuerySchema = z.object({
  page: int4().min(1, 'must be 1 or more').max(10_000).default(1),
  letter: z
    .string()
    .regex(/^[A-Za-z]$/, 'must be one letter')
    .optional(),
});
const FormId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a form id');
export const FacultyIdParamsSchema = z.object({ id: facultyId });
export const FormIdParamsSchema = z.object({ formId: FormId });
export const FormPostBodySchema = z.looseObject(
  { formId: FormId },
  { error: 'must be an object with a formId' },
);
export const FormHandlerBodySchema = z.record(z.string(), z.string());

export const EditorLinkQuerySchema = z.object({
  contentId: z
    .string()
    .regex(/^[\w-]{1,80}$/, 'must be a content id')
    .optional(),
});
