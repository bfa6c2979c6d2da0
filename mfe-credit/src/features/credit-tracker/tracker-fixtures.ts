// Tracker answers as POST /credit-tracker gives them, for this feature's tests. Dates are relative to the
// day the test runs, so the deadline rules see the same distances every day.
import type { TrackerEntry, TrackerRequirement, TrackerResponse } from '@cle/contracts/tracker-schemas';
import { trackerRequirement } from '@cle/testing/fixtures';

const DAY = 86_400_000;
export const isoInDays = (days: number, from = new Date()) =>
  new Date(from.getTime() + days * DAY).toISOString().slice(0, 10);

/** A New York ethics requirement, partly earned. */
export const requirement = (over: Partial<TrackerRequirement> = {}): TrackerRequirement =>
  trackerRequirement({
    key: 'ETH',
    heading: 'Ethics and Professionalism',
    explanatoryText: 'At least 4 credits of ethics.',
    counted: 1.5,
    earned: 1.5,
    required: 4,
    remaining: 2.5,
    requirementType: 'Period',
    requirementKeys: ['ETH'],
    eligibleFormatKeys: ['Live', 'OnDemand'],
    ...over,
  });

/** A New York license whose current period ends in `endsInDays` days. */
export function trackerEntry(over: Partial<TrackerEntry> = {}, endsInDays = 400): TrackerEntry {
  const start = isoInDays(endsInDays - 730);
  const end = isoInDays(endsInDays);
  return {
    jurisdiction: {
      displayName: 'New York',
      clePeriod: {
        startDate: start,
        endDate: end,
        defaultStartDate: start,
        defaultEndDate: end,
        isUserSet: false,
        hasDefaultDate: true,
        isActivelySelected: true,
        previousPeriod: null,
        nextPeriod: null,
        isUserInfoIncomplete: false,
      },
      totalRequirement: { required: 24, counted: 6, earned: 6, isFulfilled: false },
      requirements: [requirement()],
      activeFlags: [],
      cleStateTransitionOptions: [
        { key: 'previous', text: 'Previous compliance period' },
        { key: 'next', text: 'Next compliance period' },
      ],
      userComplianceInformation: { admitDate: '2009-06-01', birthDate: '1980-07-14' },
      requireSetup: false,
    },
    licenseSk: 41,
    jurisdictionKey: '1-132',
    baseSortOrder: 1,
    complianceGroup_SK: 1,
    complianceGroups: [
      { sk: 1, longDescription: 'Experienced Attorney' },
      { sk: 2, longDescription: 'Newly Admitted Attorney' },
    ],
    creditRegionShortDescription: 'NY',
    creditRegionLongDescription: 'New York Attorney CLE Requirements',
    creditRegion_SK: 132,
    customerId: 800002,
    availableCreditTypes: [{ longDescription: 'Ethics and Professionalism', wmsCreditTypePK: 2 }],
    askTransitional: false,
    isTransitionalOrNewlyAdmitted: false,
    isTransitionalRegion: true,
    isMandatory: true,
    carryoverInformationText: null,
    ruleSetId: 1,
    certificates: [],
    ...over,
  };
}

export const trackerAnswer = (trackers: TrackerEntry[]): TrackerResponse => ({
  trackerUsers: [{ customerId: 800002, displayName: 'Irene Member', trackers }],
  memsuiteUrl: '/account',
  myCertificatesPageLink: '/account/certificates',
  userPracticeAreaCategories: [],
  earnMoreCreditPriority: ['ETH'],
  searchPanelFailureMessage: 'We could not load programs right now.',
  earnMoreResultPageUrl: '/search',
  noResultsMessage: 'No programs match these credits yet. Try a {link} for more programs.',
  limitedMode: false,
});

/** One certificate in the tracker's shown period; `productCode` only for a PLI program. */
export const trackerCertificate = (
  id: number,
  over: Partial<TrackerEntry['certificates'][number]> = {},
): TrackerEntry['certificates'][number] => ({
  id,
  programName: `Program ${id}`,
  certificateSource: 'PLI',
  dateCompleted: isoInDays(-10 - id),
  format: 'On-Demand',
  isExternal: false,
  isCarryover: false,
  carryOver: 0,
  transitionLevel: null,
  creditStatus: 'Approved',
  creditTypes: [{ creditType_PK: 1, creditType_SK: 1, creditTypeDescription: 'General', creditIssued: 1 }],
  ...over,
});
