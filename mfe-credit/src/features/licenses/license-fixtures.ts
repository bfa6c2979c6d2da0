// Jurisdictions and licenses as the API answers them, for this feature's tests.
import type { CreditJurisdiction, License, LicensesResponse } from '@cle/contracts/tracker-schemas';

export const NY: CreditJurisdiction = {
  id: 132,
  creditClass_SK: 1,
  creditClass: 'Attorney',
  creditClass_Key: '1',
  creditRegion_SK: 132,
  name: 'New York',
  stateName: 'New York',
  longDescription: 'New York Attorney CLE Requirements',
  creditClassSortOrder: 1,
  creditRegionSortOrder: 33,
  isLicenseNumberRequired: true,
  creditRegionLicenseNumberName: 'License number',
  complianceGroups: [
    { sk: 1, longDescription: 'Experienced Attorney' },
    { sk: 2, longDescription: 'Newly Admitted Attorney' },
  ],
  statusDescription: 'Mandatory CLE',
  totalOffered: 10,
  credits: [],
  transitionalStatus: true,
};
export const FL: CreditJurisdiction = {
  ...NY,
  id: 109,
  creditRegion_SK: 109,
  name: 'Florida',
  complianceGroups: [],
  isLicenseNumberRequired: false,
};

/** A license the member holds in a jurisdiction. */
export const heldLicense = (j: CreditJurisdiction, sk: number, over: Partial<License> = {}): License => ({
  sk,
  creditClass_SK: j.creditClass_SK,
  creditRegion_SK: j.creditRegion_SK,
  stateLicenseNumber: '4512009',
  yearAdmitted: '2009',
  complianceGroup_SK: null,
  state: j.stateName,
  creditClass: j.creditClass,
  creditRegion: j.name,
  creditRegionName: j.name,
  complianceGroup: null,
  isTransitionalOrNewlyAdmitted: false,
  ...over,
});

const PREFERENCE_OPTIONS = [
  { key: 1, text: 'Email my certificates' },
  { key: 2, text: 'Mail my certificates' },
];

export const licensesAnswer = (items: License[], selected: number | null = 1): LicensesResponse => ({
  items,
  selectedCertificatePreference: selected,
  certificatePreferenceOptions: PREFERENCE_OPTIONS,
});
