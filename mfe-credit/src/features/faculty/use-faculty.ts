import useSWR, { useSWRConfig } from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import {
  FacultyListSchema,
  FacultyProfileSchema,
  FollowedFacultySchema,
} from '@cle/contracts/faculty-schemas';
import type { FacultyList, FacultyProfile, FollowedFaculty } from '@cle/contracts/faculty-schemas';

/** GET /faculty/{id}: the profile and its shared content (public). */
export function useFacultyProfile(id: number | null) {
  return useSWR<FacultyProfile, Error>(id ? `/faculty/${id}` : null, (path: string) =>
    apiRequest(path, { schema: FacultyProfileSchema, auth: false }),
  );
}

/** GET /faculty?page=&letter=: the about-faculty listing. */
export function useFacultyList(page: number, letter: string | null) {
  return useSWR<FacultyList, Error>(
    ['/faculty', page, letter ?? ''],
    ([path, p, l]: [string, number, string]) =>
      apiRequest(path, {
        query: { page: p, letter: l || undefined },
        schema: FacultyListSchema,
        auth: false,
      }),
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
