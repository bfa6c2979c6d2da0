// Payload schemas of the faculty calls (spec 2 §3 Faculty, §7 "Faculty and forms"): one definition for
// the API route tests and mfe-credit's faculty pages.
import * as z from 'zod/mini';

/** Spec 2 §3 Faculty (S2-FACULTY-11), plus the profile's address and the programs they teach. */
const FacultySchema = z.object({
  id: z.number(),
  individualId: z.string(),
  displayName: z.string(),
  affiliation: z.string(),
  title: z.string(),
  biography: z.string(),
  /** a site path of the portrait */
  image: z.string(),
  /** the profile page's friendly URL */
  resourceLocation: z.string(),
  trusteeDesignation: z.nullable(z.string()),
  /** 1 = public (indexed); anything else is noindex (S2-FACULTY-08) */
  visibilityStatus: z.number(),
  /** false for anonymous callers: their follow state is never read (S2-ROLES-02) */
  isUserFollowingThis: z.boolean(),
});
export type Faculty = z.infer<typeof FacultySchema>;

/** Spec 2 §2: the shared content on a faculty profile (the programs and publications they teach). */
const FacultyContentSchema = z.object({
  code: z.string(),
  title: z.string(),
  format: z.string(),
  url: z.string(),
  role: z.string(),
  date: z.nullable(z.string()),
});

/** GET /faculty/{id}: the profile and its shared content. */
export const FacultyProfileSchema = z.object({
  faculty: FacultySchema,
  content: z.array(FacultyContentSchema),
});
export type FacultyProfile = z.infer<typeof FacultyProfileSchema>;

/** GET /faculty?page=&letter=: the about-faculty listing (visible faculty only). */
export const FacultyListSchema = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      displayName: z.string(),
      affiliation: z.string(),
      title: z.string(),
      image: z.string(),
      resourceLocation: z.string(),
    }),
  ),
  page: z.number(),
  pageSize: z.number(),
  totalPages: z.number(),
  totalResults: z.number(),
});
export type FacultyList = z.infer<typeof FacultyListSchema>;

/** GET /user/faculty (S2-API-76): the faculty the signed-in member follows, each with its id. */
export const FollowedFacultySchema = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      individualId: z.string(),
      displayName: z.string(),
      resourceLocation: z.string(),
    }),
  ),
});
export type FollowedFaculty = z.infer<typeof FollowedFacultySchema>;

/** Spec 2 §8: "faculty follow and unfollow use configured toast labels" — the site's labels. */
const FACULTY_TOASTS = {
  followed: (name: string) => `You're now following ${name}`,
  unfollowed: (name: string) => `You're no longer following ${name}`,
  followFailed: 'Something went wrong. You are not following this faculty member yet.',
  unfollowFailed: 'Something went wrong. You are still following this faculty member.',
} as const;

/**
 * The site labels that configure the follow toasts (spec 2: 'configured toast labels'); `{name}` in
 * a success label stands for the faculty member's name. A label the CMS leaves out falls back to
 * FACULTY_TOASTS.
 */
export const FACULTY_TOAST_LABELS = {
  followed: 'facultyFollowToast',
  unfollowed: 'facultyUnfollowToast',
  followFailed: 'facultyFollowErrorToast',
  unfollowFailed: 'facultyUnfollowErrorToast',
} as const;

/** The toast text for a follow or unfollow outcome: the configured label, else the default. */
export function facultyToast(
  labels: Readonly<Record<string, string>> | undefined,
  outcome: keyof typeof FACULTY_TOAST_LABELS,
  name: string,
): string {
  const configured = labels?.[FACULTY_TOAST_LABELS[outcome]]?.trim();
  if (configured) return configured.replaceAll('{name}', name);
  const fallback = FACULTY_TOASTS[outcome];
  return typeof fallback === 'function' ? fallback(name) : fallback;
}
