import { licenseRegionsOf, localLicensesCookie, readLocalLicenses } from './local-licenses';

describe('whose licenses a page uses (spec 3 §6)', () => {
  const cookie = localLicensesCookie([{ creditClass_SK: 1, creditRegion_SK: 33 }]).split(';')[0]!;

  test('[S3-ROLES-27] logged-in users use their account licenses, not the logged-out cookie', () => {
    expect([...licenseRegionsOf(true, [{ creditRegion_SK: 5 }, { creditRegion_SK: 7 }], cookie)]).toEqual([
      5, 7,
    ]);
    // account licenses not loaded yet: none, never the cookie's
    expect(licenseRegionsOf(true, undefined, cookie).size).toBe(0);
  });

  test('[S3-ROLES-25] logged-out visitors use the LO_Licenses cookie', () => {
    expect(readLocalLicenses(cookie)).toEqual([{ creditClass_SK: 1, creditRegion_SK: 33 }]);
    expect([...licenseRegionsOf(false, [{ creditRegion_SK: 5 }], cookie)]).toEqual([33]);
  });
});
