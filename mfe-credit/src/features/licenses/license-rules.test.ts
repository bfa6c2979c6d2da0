import type { CreditJurisdiction } from '@cle/contracts/tracker-schemas';
import {
  addLocal,
  changeField,
  draftErrors,
  EMPTY_DRAFT,
  flow,
  FLOW_START,
  licenseKey,
  localLicensesCookie,
  multipleStepText,
  notHandled,
  readLocalLicenses,
  removeLocal,
  shouldSavePreference,
  STEP_TITLES,
  visibleFields,
  yearInput,
} from './license-rules';
import { FL as FLORIDA, NY } from './license-fixtures';

const j = (over: Partial<CreditJurisdiction>): CreditJurisdiction => ({ ...NY, ...over });
const FL = j({ ...FLORIDA, creditRegionLicenseNumberName: 'Bar number' });
const PARALEGAL = j({
  id: 500,
  creditClass_SK: 2,
  creditClass: 'Paralegal',
  creditRegion_SK: 500,
  name: 'Texas',
  creditClassSortOrder: 2,
});
const ALL = [NY, FL, PARALEGAL];
const full = {
  ...EMPTY_DRAFT,
  creditClass_SK: 1,
  creditRegion_SK: 132,
  stateLicenseNumber: '123',
  yearAdmitted: '2010',
};

describe('license form', () => {
  test('[S2-LICENSE-25] [S2-LICENSE-26] [S2-VALID-14] type and jurisdiction are required with the message Required', () => {
    expect(draftErrors(EMPTY_DRAFT, ALL, true)).toEqual({
      creditClass_SK: 'Required',
      creditRegion_SK: 'Required',
    });
  });

  test('[S2-LICENSE-27] a type with exactly one jurisdiction picks it automatically', () => {
    expect(changeField(EMPTY_DRAFT, 'creditClass_SK', 2, ALL).creditRegion_SK).toBe(500);
    expect(changeField(EMPTY_DRAFT, 'creditClass_SK', 1, ALL).creditRegion_SK).toBeNull();
  });

  test('[S2-LICENSE-28] [S2-LICENSE-29] changing type or jurisdiction clears the dependent fields', () => {
    const withGroup = { ...full, complianceGroup_SK: 2 };
    expect(changeField(withGroup, 'creditClass_SK', 2, ALL)).toMatchObject({
      stateLicenseNumber: '',
      yearAdmitted: '',
      complianceGroup_SK: null,
    });
    expect(changeField(withGroup, 'creditRegion_SK', 109, ALL)).toMatchObject({
      stateLicenseNumber: '',
      complianceGroup_SK: null,
      creditClass_SK: 1,
    });
  });

  test('[S2-LICENSE-30] [S2-LICENSE-31] [S2-LICENSE-32] the number is required only where the jurisdiction says, placeholder from it', () => {
    expect(draftErrors({ ...full, stateLicenseNumber: '' }, ALL, true).stateLicenseNumber).toBe('Required');
    expect(draftErrors({ ...full, creditRegion_SK: 109, stateLicenseNumber: '' }, ALL, true)).toEqual({});
    expect(visibleFields({ ...full, creditRegion_SK: 109 }, ALL, true).licenseNumberPlaceholder).toBe(
      'Bar number',
    );
  });

  test('[S2-LICENSE-33] [S2-LICENSE-34] the compliance group shows only with options; logged-out visitors see no number, year or group', () => {
    expect(visibleFields(full, ALL, true).complianceGroup).toBe(true);
    expect(visibleFields({ ...full, creditRegion_SK: 109 }, ALL, true).complianceGroup).toBe(false);
    expect(visibleFields(full, ALL, false)).toMatchObject({
      licenseNumber: false,
      yearAdmitted: false,
      complianceGroup: false,
    });
  });

  test('[S2-LICENSE-35] logged-out visitors need a region; nothing else is checked for them', () => {
    expect(draftErrors({ ...EMPTY_DRAFT, creditClass_SK: 1 }, ALL, false)).toEqual({
      creditRegion_SK: 'Required',
    });
    expect(draftErrors({ ...EMPTY_DRAFT, creditClass_SK: 1, creditRegion_SK: 132 }, ALL, false)).toEqual({});
  });

  test('[S2-VALID-07] [S2-VALID-08] [S2-VALID-09] [S2-VALID-10] year admitted: digits, 4 characters, 1900..current year', () => {
    expect(yearInput('19a8x77')).toBe('1987');
    expect(draftErrors({ ...full, yearAdmitted: '1899' }, ALL, true, 2026).yearAdmitted).toBe(
      'Please enter a year greater than or equal to 1900.',
    );
    expect(draftErrors({ ...full, yearAdmitted: '2027' }, ALL, true, 2026).yearAdmitted).toBe(
      'Please enter a year less than or equal to 2026.',
    );
    expect(draftErrors({ ...full, yearAdmitted: '2026' }, ALL, true, 2026)).toEqual({});
  });

  test('[S2-LICENSE-36] [S2-LICENSE-06] a full license passes the validity check', () => {
    expect(draftErrors({ ...full, complianceGroup_SK: 1 }, ALL, true)).toEqual({});
    expect(draftErrors({ ...full, complianceGroup_SK: 7 }, ALL, true).complianceGroup_SK).toBeTruthy();
  });
});

describe('logged-out licenses', () => {
  test('[S2-ROLES-03] [S2-ROLES-04] [S3-ROLES-25] [S3-ROLES-26] the LO_Licenses cookie keeps them for 30 days', () => {
    const now = Date.UTC(2026, 0, 1);
    const list = addLocal(addLocal([], { creditClass_SK: 1, creditRegion_SK: 132 }), {
      creditClass_SK: 1,
      creditRegion_SK: 132,
    });
    expect(list).toHaveLength(1);
    const cookie = localLicensesCookie(list, now);
    expect(cookie.startsWith('LO_Licenses=')).toBe(true);
    expect(cookie).toContain(`expires=${new Date(now + 30 * 86_400_000).toUTCString()}`);
    expect(readLocalLicenses(cookie.split(';')[0]!)).toEqual(list);
    expect(removeLocal(list, list[0]!)).toEqual([]);
    expect(readLocalLicenses('LO_Licenses=not-json')).toEqual([]);
  });

  test('[S2-LICENSE-07] the license key is the class SK plus the region SK', () => {
    expect(licenseKey({ creditClass_SK: 1, creditRegion_SK: 132 })).toBe('1-132');
  });
});

describe('add-license flow', () => {
  test('[S2-LICENSE-11] [S2-LICENSE-13] [S2-LICENSE-14] starts at addLicense; no selection or signed out closes', () => {
    expect(FLOW_START.step).toBe('addLicense');
    expect(STEP_TITLES.addLicense).toBe('Licenses and Jurisdictions');
    expect(flow(FLOW_START, { type: 'choose', regions: [], authenticated: true }).step).toBe('closed');
    expect(flow(FLOW_START, { type: 'choose', regions: [132], authenticated: false }).step).toBe('closed');
  });

  test('[S2-LICENSE-15] [S2-LICENSE-16] one selection asks for that license, several for all of them', () => {
    const one = flow(FLOW_START, { type: 'choose', regions: [132], authenticated: true });
    expect([one.step, STEP_TITLES.addSingleLicense]).toEqual([
      'addSingleLicense',
      'Do you want to add this license to your profile?',
    ]);
    const many = flow(FLOW_START, { type: 'choose', regions: [132, 109], authenticated: true });
    expect([many.step, STEP_TITLES.selectMultipleLicenses]).toEqual([
      'selectMultipleLicenses',
      'Do you want to add these licenses to your profile?',
    ]);
  });

  test('[S2-LICENSE-17] [S2-LICENSE-18] [S2-LICENSE-19] [S2-LICENSE-20] [S2-LICENSE-22] n of m, Continue, then Add to my profile; back returns', () => {
    let s = flow(FLOW_START, { type: 'choose', regions: [132, 109, 104], authenticated: true });
    s = flow(s, { type: 'confirmMultiple' });
    expect(s.step).toBe('addMultipleLicenses');
    expect(multipleStepText(s)).toEqual({ counter: '1 of 3', button: 'Continue' });
    expect(flow(s, { type: 'back' }).step).toBe('selectMultipleLicenses');
    s = flow(flow(s, { type: 'next' }), { type: 'next' });
    expect(multipleStepText(s)).toEqual({ counter: '3 of 3', button: 'Add to my profile' });
    expect(flow(s, { type: 'next' })).toBe(s);
  });

  test('[S2-LICENSE-23] [S2-LICENSE-24] handled offers are not offered again', () => {
    expect(notHandled([132, 109], [109])).toEqual([132]);
  });

  test('[S2-LICENSE-08] [S2-LICENSE-09] the certificate preference saves only a selected, changed option', () => {
    expect(shouldSavePreference(null, 1)).toBe(false);
    expect(shouldSavePreference(1, 1)).toBe(false);
    expect(shouldSavePreference(2, 1)).toBe(true);
  });
});
