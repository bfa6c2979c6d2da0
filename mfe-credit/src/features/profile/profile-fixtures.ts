// im@'s profile as GET /user/profile answers it, for this feature's tests.
import type { UserProfile } from '@cle/contracts/profile-schemas';

export const SAVED_PROFILE: UserProfile = {
  profile: {
    given_name: 'Irene',
    family_name: 'Member',
    email: 'im@example.com',
    phone: null,
    jobTitle: null,
    company: null,
  },
  contentOptOut: ['discount-advice'],
};
