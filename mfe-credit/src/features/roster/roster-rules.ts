// Roster rules (spec 2 §2 roster page, §4, §5 tracker codes, §7): which organisation, the query, the
// tracker link a View button opens, when the god-mode panel is wanted. No React.
import { ROSTER_PAGE_SIZE } from '@cle/contracts/roster-schemas';

export const ROSTER_TITLE = 'Roster';
export const NO_LICENSES = 'No licenses';
export const COMPLIANCE_PERIOD_HEADER = 'Compilance Period'; // this spelling appears on screen
export const DOWNLOAD_OK = 'File downloaded successfully';
export const DOWNLOAD_FAILED = 'Error downloading file for all roster members';

/** OrgId from the address (admin mode), else the signed-in person's organisation. */
export function rosterOrg(search: string, ownOrg: string | null): string | null {
  const p = new URLSearchParams(search);
  const fromQuery = p.get('OrgId');
  if (fromQuery && /^\d+$/.test(fromQuery)) return fromQuery;
  return ownOrg && /^\d+$/.test(ownOrg) ? ownOrg : null;
}
export function rosterUser(search: string): number {
  const v = Number(new URLSearchParams(search).get('UserId'));
  return Number.isInteger(v) && v > 0 ? v : 0;
}

export interface RosterState {
  query: string;
  jurisdictions: string[];
  /** 1-based, as shown */
  page: number;
}

/** The server counts pages from 0; the page shows them from 1. individualSk only when above 0. */
export function rosterQuery(s: RosterState, individualSk: number) {
  return {
    page: s.page - 1,
    size: ROSTER_PAGE_SIZE,
    ...(s.query.trim() ? { query: s.query.trim() } : {}),
    ...(s.jurisdictions.length ? { jurisdictions: s.jurisdictions } : {}),
    ...(individualSk > 0 ? { individualSk } : {}),
  };
}

/** View: the member's tracker in a new tab, with orgSk and individualSk, and region / openReminder if given. */
export function trackerUrl(
  orgSk: string,
  individualSk: number,
  opts: { region?: number; openReminder?: boolean } = {},
): string {
  const p = new URLSearchParams({ orgSk, individualSk: String(individualSk) });
  if (opts.region) p.set('region', String(opts.region));
  if (opts.openReminder) p.set('openReminder', 'true');
  return `/account/credit/credit-tracker?${p.toString()}`;
}

/** S2-GODMODE-04/06: the token's IsLMSAdmin and OrgId or UserId in the address (the server's word comes after). */
export function godModeWanted(search: string, isLmsAdmin: boolean): boolean {
  const p = new URLSearchParams(search);
  return isLmsAdmin && (p.has('OrgId') || p.has('UserId'));
}
