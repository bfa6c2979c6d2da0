// Practice-area calls (spec 2 §7): read, follow and unfollow by ids or by category.
import useSWR, { mutate } from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import { toast } from '@cle/contracts/toast';
import { PracticeAreasResponseSchema } from '@cle/contracts/tracker-schemas';
import type { PracticeAreasResponse } from '@cle/contracts/tracker-schemas';
import { PRACTICE_FAILED_TOAST } from '../practice-area-rules';

const PRACTICE_AREAS_PATH = '/user/practice-areas';

export function usePracticeAreas() {
  const { isAuthenticated } = useAuth();
  return useSWR<PracticeAreasResponse, Error>(isAuthenticated ? PRACTICE_AREAS_PATH : null, (path: string) =>
    apiRequest(path, { schema: PracticeAreasResponseSchema }),
  );
}

export async function followPracticeAreas(ids: number[], follow = true, byCategory = false): Promise<void> {
  const path = `${PRACTICE_AREAS_PATH}${byCategory ? '/by-categoryid' : ''}/${follow ? 'follow' : 'unfollow'}`;
  const data = await apiRequest(path, { method: 'POST', body: ids, schema: PracticeAreasResponseSchema });
  await mutate(PRACTICE_AREAS_PATH, data, { revalidate: false });
}

/** Unfollows one practice area; a failure says so in a toast. */
export function unfollowPracticeArea(id: number): Promise<void> {
  return followPracticeAreas([id], false).catch(() => {
    toast.show({ content: PRACTICE_FAILED_TOAST, type: 'alert' });
  });
}
