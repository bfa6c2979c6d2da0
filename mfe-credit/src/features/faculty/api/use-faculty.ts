import useSWR, { useSWRConfig } from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import { callKey, useServerData } from '@cle/contracts/hydration';
import {
  FacultyListSchema,
  FacultyProfileSchema,
  FollowedFacultySchema,
} from '@cle/contracts/faculty-schemas';
import type { FacultyList, FacultyProfile, FollowedFaculty } from '@cle/contracts/faculty-schemas';

// The faculty pages' first calls are keyed by the paths route-hints.json names: an answer the server
// rendered with is shown, not loaded again, while the page hydrates.

/** GET /faculty/{id}, as route-hints.json names it. */
export const facultyProfilePath = (id: number) => `/faculty/${id}`;

/** GET /faculty?page=&letter=; the first page of everyone is what route-hints.json names. */
export const facultyListPath = (page: number, letter: string | null) =>
  callKey('/faculty', { page, letter: letter || undefined });

/** GET /faculty/{id}: the profile and its shared content (public). */
export function useFacultyProfile(id: number | null) {
  const key = id ? facultyProfilePath(id) : null;
  return useSWR<FacultyProfile, Error>(
    key,
    (path: string) => apiRequest(path, { schema: FacultyProfileSchema, auth: false }),
    useServerData(key),
  );
}

/** GET /faculty?page=&letter=: the about-faculty listing. */
export function useFacultyList(page: number, letter: string | null) {
  const key = facultyListPath(page, letter);
  return useSWR<FacultyList, Error>(
    key,
    (path: string) => apiRequest(path, { schema: FacultyListSchema, auth: false }),
    useServerData(key),
  );
}

const FOLLOWED_KEY = '/user/faculty';

/**
 * GET /user/faculty: who the signed-in member follows. Never called for anonymous visitors
 * (S2-ROLES-02): their follow state is simply "not following".
 */
export function useFollowedFaculty() {
  const { isAuthenticated, individualSk } = useAuth();
  const swr = useSWR<FollowedFaculty, Error>(
    isAuthenticated ? [FOLLOWED_KEY, individualSk ?? ''] : null,
    ([path]: [string, string]) => apiRequest(path, { schema: FollowedFacultySchema }),
  );
  return { ...swr, ids: swr.data?.items.map((i) => i.id) };
}

/** POST /user/faculty/follow or /unfollow with the individual id; the cache takes the answer. */
export function useFollowAction() {
  const { individualSk } = useAuth();
  const { mutate } = useSWRConfig();
  return async (action: 'follow' | 'unfollow', individualId: string) => {
    const next = await apiRequest(`/user/faculty/${action}`, {
      method: 'POST',
      body: [individualId],
      schema: FollowedFacultySchema,
    });
    await mutate([FOLLOWED_KEY, individualSk ?? ''], next, { revalidate: false });
    return next;
  };
}
