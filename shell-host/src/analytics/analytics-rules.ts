// Analytics identify (spec 1 §4, issue 14): what the shell tells the tag manager about the visitor.
// Pure rules, no DOM: the sink and the auth wiring live in analytics.ts.

/** Spec 1 §6: the membership classes. */
type MembershipType = 'IM' | 'PM' | 'Retail';

/** GET /api/user/tracking-profile (S3-API-04): the API already drops a non-positive organisation id. */
export interface TrackingProfile {
  membershipType: MembershipType;
  organizationId?: number;
  persona?: string;
}

/** The data-layer entry names the tag manager listens for. */
const IDENTIFY_EVENT = 'identify';
export const IDENTITY_RESET_EVENT = 'identify-reset';

export interface IdentifyEntry {
  event: typeof IDENTIFY_EVENT;
  /** the analytics user context: the signed-in person's IndividualSK (S1-AUTH-02) */
  userId: string;
  membershipType: MembershipType;
  organizationId?: number;
  persona?: string;
}

const MEMBERSHIP_TYPES: readonly string[] = ['IM', 'PM', 'Retail'];
const positiveInteger = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0;

/**
 * The identify entry: membership type, the organisation id only when it is a positive number, and
 * the first persona. The profile comes off the network, so each field is checked again here.
 */
export function identifyEntry(userId: string, profile: TrackingProfile): IdentifyEntry {
  const membershipType = MEMBERSHIP_TYPES.includes(profile.membershipType)
    ? profile.membershipType
    : 'Retail';
  return {
    event: IDENTIFY_EVENT,
    userId,
    membershipType,
    ...(positiveInteger(profile.organizationId) ? { organizationId: profile.organizationId } : {}),
    ...(typeof profile.persona === 'string' && profile.persona !== '' ? { persona: profile.persona } : {}),
  };
}
