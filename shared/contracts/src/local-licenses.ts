// The licenses a person's pages work with (spec 2 §5, spec 3 §6): signed-in people use their account
// licenses (GET /user/licenses, S3-ROLES-27); logged-out visitors keep theirs in the LO_Licenses cookie
// for 30 days and nothing reaches the server. The cookie's reader and writer live here so the credit
// pages (which write it) and the product pages (which read it) share one definition. Pure, and free of
// zod and the tracker schemas: the product pages read the cookie on their first load.
import { cookieValue } from './cookies';

/** Spec 3: logged-out visitors keep licenses in this cookie for 30 days (S3-ROLES-25/26). */
const LOGGED_OUT_LICENSES_COOKIE = 'LO_Licenses';
const LOGGED_OUT_LICENSES_DAYS = 30;

export interface LocalLicense {
  creditClass_SK: number;
  creditRegion_SK: number;
}

export function readLocalLicenses(cookie: string): LocalLicense[] {
  const raw = cookieValue(cookie, LOGGED_OUT_LICENSES_COOKIE);
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (l): l is LocalLicense =>
        !!l && Number.isInteger(l.creditClass_SK) && Number.isInteger(l.creditRegion_SK),
    );
  } catch {
    return [];
  }
}

export function localLicensesCookie(licenses: readonly LocalLicense[], now = Date.now()): string {
  const expires = new Date(now + LOGGED_OUT_LICENSES_DAYS * 86_400_000).toUTCString();
  const value = encodeURIComponent(
    JSON.stringify(
      licenses.map(({ creditClass_SK, creditRegion_SK }) => ({ creditClass_SK, creditRegion_SK })),
    ),
  );
  return `${LOGGED_OUT_LICENSES_COOKIE}=${value}; expires=${expires}; path=/; SameSite=Lax`;
}

/**
 * The jurisdictions (credit region SKs) whose licenses the person holds: a signed-in person's account
 * licenses (the cookie is ignored: it belongs to whoever used the browser logged out), else the cookie's.
 */
export function licenseRegionsOf(
  signedIn: boolean,
  accountLicenses: readonly { creditRegion_SK: number }[] | undefined,
  cookie: string,
): Set<number> {
  const list = signedIn ? (accountLicenses ?? []) : readLocalLicenses(cookie);
  return new Set(list.map((l) => l.creditRegion_SK));
}
