// Payloads that several apps' tests build the same way, typed by the contracts they stand in for.
import type { UserProfile } from '@cle/contracts/profile-schemas';
import type { Announcement, TrackerRequirement } from '@cle/contracts/tracker-schemas';

/** im@'s profile as GET /user/profile answers it, with these content opt-outs. */
export function memberProfile(contentOptOut: string[] = ['discount-advice']): UserProfile {
  return {
    profile: {
      given_name: 'Irene',
      family_name: 'Member',
      email: 'im@example.com',
      phone: null,
      jobTitle: null,
      company: null,
    },
    contentOptOut,
  };
}

/** One requirement row of POST /credit-tracker: a blank Total row (nothing required, nothing counted) unless told. */
export function trackerRequirement(over: Partial<TrackerRequirement> = {}): TrackerRequirement {
  return {
    key: over.heading ?? 'k',
    heading: 'Total',
    explanatoryText: '',
    counted: 0,
    earned: 0,
    required: 0,
    remaining: 0,
    requirementType: 'Total',
    subRequirements: [],
    requirementKeys: [],
    eligibleFormatKeys: [],
    maxInfoMessage: null,
    minEarnedSubRequirementsMessage: null,
    expireNewStatus: null,
    sideNote: null,
    isFulfilled: false,
    isHidden: false,
    ...over,
  };
}

/** One announcement of the tracker and the credit-info pages: a current one on the side panel and the tracker carousel unless told. */
export function announcement(over: Partial<Announcement> = {}): Announcement {
  return {
    headingText: 'New York changes its ethics rule',
    body: 'From next year, one ethics credit must cover cybersecurity.',
    icon: 'info',
    expireNewStatus: null,
    newTagText: 'New',
    showOnSidePanel: true,
    showOnTrackerCarousel: true,
    showOnJurisdictionPageCarousel: false,
    showOnRecentRuleChanges: false,
    showOnRiverPage: false,
    showAsJurisdictionAlert: false,
    currentlyActive: true,
    covidRuleChange: false,
    ...over,
  };
}
