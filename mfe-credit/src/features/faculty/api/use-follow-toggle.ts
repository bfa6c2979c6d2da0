// S2-FACULTY-04/09/10: follow or unfollow a faculty member, with the configured toasts (S2-TOAST-35/36);
// anonymous visitors sign in first.
import { useState } from 'react';
import { signIn, useAuth } from '@cle/contracts/auth';
import { facultyToast } from '@cle/contracts/faculty-schemas';
import type { FacultyProfile } from '@cle/contracts/faculty-schemas';
import { useSiteLabels } from '@cle/contracts/site-parts';
import { toast } from '@cle/contracts/toast';
import { isFollowing } from '../faculty-rules';
import { useFollowAction, useFollowedFaculty } from './use-faculty';

export function useFollowToggle(faculty: FacultyProfile['faculty']) {
  const { isAuthenticated, ready } = useAuth();
  const followed = useFollowedFaculty();
  const act = useFollowAction();
  const { data: labels } = useSiteLabels();
  const [busy, setBusy] = useState(false);
  const following = isFollowing(followed.ids, faculty.id);
  const toggle = async () => {
    if (!isAuthenticated) {
      signIn(window.location.pathname);
      return;
    }
    setBusy(true);
    try {
      await act(following ? 'unfollow' : 'follow', faculty.individualId);
      toast.show({
        type: 'confirmation',
        content: facultyToast(labels, following ? 'unfollowed' : 'followed', faculty.displayName),
      });
    } catch {
      toast.show({
        type: 'alert',
        content: facultyToast(labels, following ? 'unfollowFailed' : 'followFailed', faculty.displayName),
      });
    } finally {
      setBusy(false);
    }
  };
  return { loading: !ready || (isAuthenticated && followed.isLoading), following, busy, toggle };
}
