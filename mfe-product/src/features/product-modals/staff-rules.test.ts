import { canRequestGroupcast, GROUPCAST_ITEM_CLASSES, isStaffMode, staffPageUrl } from './staff-rules';

const type = (t: string) => ['ProductData', 'VariationContent', t];

describe('staff mode (spec 3 §6)', () => {
  // the profile text's case-insensitive comparison: shell-host auth-events.test.ts ([S3-ROLES-20])
  test('staff mode needs the LMS admin flag', () => {
    expect(isStaffMode(true, type('LiveProgramWebcastVariation'))).toBe(true);
    expect(isStaffMode(false, type('LiveProgramWebcastVariation'))).toBe(false);
  });

  test('[S3-ROLES-21] off for the PBR types', () => {
    for (const t of [
      'OnDemandPbrWebVariation',
      'LiveProgramPbrSeminarVariation',
      'LiveProgramPBRWebcastVariation',
    ])
      expect(isStaffMode(true, type(t))).toBe(false);
  });

  test('[S3-ROLES-24] groupcast requests only for the listed item classes', () => {
    expect(GROUPCAST_ITEM_CLASSES).toEqual([
      13, 25, 32, 83, 104, 195, 202, 210, 211, 201, 185, 188, 199, 183,
    ]);
    expect(canRequestGroupcast(13)).toBe(true);
    expect(canRequestGroupcast(183)).toBe(true);
    expect(canRequestGroupcast(14)).toBe(false);
    expect(canRequestGroupcast(null)).toBe(false);
  });

  test('[S3-ROLES-23] the roster registration page is opened by external key (https only)', () => {
    expect(staffPageUrl('https://lms.example/reg?externalKey={key}', 'prg 1')).toBe(
      'https://lms.example/reg?externalKey=prg%201',
    );
    expect(staffPageUrl('https://lms.example/reg?k={key}', ' ')).toBeNull();
    expect(staffPageUrl('javascript:alert({key})', 'x')).toBeNull();
  });
});
