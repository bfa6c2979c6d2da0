// The person's license jurisdictions (spec 3 §6), loaded on demand by use-license-regions.ts: a
// signed-in person's account licenses (GET /user/licenses, parsed with the tracker's schema,
// S3-ROLES-27), else the LO_Licenses cookie's (S3-ROLES-25). A chunk of its own: the schemas and the
// cookie reader are not on the product pages' first load.
import { apiRequest } from '@cle/contracts/api-client';
import { LicensesResponseSchema, licenseRegionsOf } from '@cle/contracts/tracker-schemas';

export async function loadLicenseRegions(signedIn: boolean, path: string, cookie: string): Promise<number[]> {
  const account = signedIn ? (await apiRequest(path, { schema: LicensesResponseSchema })).items : undefined;
  return [...licenseRegionsOf(signedIn, account, cookie)];
}
