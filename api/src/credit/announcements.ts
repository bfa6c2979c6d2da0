// Tracker announcements (spec 2 §3 Announcement): rule news per jurisdiction, as data. `regions` names
// region codes ('*' = every region); `transitional` limits one to transitional or newly admitted
// licenses (true) or to experienced ones (false).
import type { Announcement } from '@cle/contracts/tracker-schemas';

interface AnnouncementData extends Omit<Announcement, 'newTagText' | 'currentlyActive'> {
  regions: string[];
  transitional?: boolean;
  /** not shown after this day (ISO); null: no end */
  expires: string | null;
}

const base = {
  icon: 'info',
  showOnSidePanel: true,
  showOnTrackerCarousel: true,
  showOnJurisdictionPageCarousel: true,
  showOnRecentRuleChanges: false,
  showOnRiverPage: false,
  showAsJurisdictionAlert: false,
  covidRuleChange: false,
};

const ANNOUNCEMENTS: readonly AnnouncementData[] = [
  {
    ...base,
    regions: ['NY'],
    headingText: 'New York: Cybersecurity, Privacy & Data Protection',
    body: 'Experienced attorneys must complete at least 1 credit of Cybersecurity, Privacy and Data Protection in each biennial reporting cycle.',
    expireNewStatus: '2027-06-30',
    expires: null,
    transitional: false,
  },
  {
    ...base,
    regions: ['NY'],
    headingText: 'Newly admitted attorneys: 16 credits a year',
    body: 'Newly admitted New York attorneys complete 16 transitional credits in each of their first two years: 3 Ethics, 6 Skills and 7 Law Practice Management or Areas of Professional Practice.',
    expireNewStatus: null,
    expires: null,
    transitional: true,
  },
  {
    ...base,
    regions: ['FL'],
    headingText: 'Florida: technology credits',
    body: 'Florida requires 3 of the 33 credits in each three-year cycle to be in approved technology programs.',
    expireNewStatus: '2026-01-31',
    expires: null,
  },
  {
    ...base,
    regions: ['CA'],
    headingText: 'California: implicit bias and competence',
    body: 'California attorneys must complete at least 1 hour of implicit bias training and 1 hour of competence issues in each reporting period.',
    expireNewStatus: null,
    expires: null,
    showAsJurisdictionAlert: true,
  },
  {
    ...base,
    regions: ['CA'],
    headingText: 'California: how to report your compliance',
    body:
      'California attorneys report in one of three compliance groups, set by the first letter of their last name: A to G, H to M and N to Z. ' +
      'Each group reports every three years, by February 1 after its compliance period ends, through the State Bar’s member portal; there is no form to mail. ' +
      'A full period asks for 25 hours, of which at least 4 are legal ethics, 2 are the elimination of bias (at least 1 of them on implicit bias), 1 is technology in practice, 1 is civility and 1 is competence issues. ' +
      'No more than 12.5 hours may come from self-study, such as on-demand programs without a live element; live webcasts with a chance to ask questions count as participatory. ' +
      'Keep your certificates for one year after you report: the State Bar audits a sample of every group, and an attorney who cannot show the records may be placed on inactive status. ' +
      'Newly admitted attorneys follow the New Attorney Training rules in their first year instead, and start the regular cycle with the group of their last name.',
    expireNewStatus: null,
    expires: null,
  },
  {
    ...base,
    regions: ['*'],
    headingText: 'Remote programs during the COVID-19 emergency',
    body: 'Temporary orders that counted live webcasts as live credit have expired in most jurisdictions.',
    expireNewStatus: null,
    expires: '2023-12-31',
    covidRuleChange: true,
    showOnRecentRuleChanges: true,
  },
];

/** The announcements for one region code and license kind, as of `today` (ISO). */
export function announcementsFor(code: string, transitional: boolean, today: string): Announcement[] {
  return ANNOUNCEMENTS.filter(
    (a) =>
      (a.regions.includes('*') || a.regions.includes(code)) &&
      (a.transitional === undefined || a.transitional === transitional),
  ).map(({ regions: _r, transitional: _t, expires, ...a }) => ({
    ...a,
    newTagText: 'New',
    currentlyActive: expires === null || expires >= today,
  }));
}
