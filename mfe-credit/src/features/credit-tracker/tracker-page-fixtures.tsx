// The tracker page under test: the API answers it needs (MSW) and the page rendered for a member.
import { screen } from '@testing-library/react';
import type {
  Announcement,
  AnnouncementsByRegion,
  AnnouncementsManyBody,
  TrackerEntry,
  TrackerResponse,
} from '@cle/contracts/tracker-schemas';
import { api, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { CreditTrackerPage } from './credit-tracker-page';
import { isoInDays, trackerAnswer, trackerEntry } from './tracker-fixtures';

export const member = (individualSk = '800002') => ({ token: 't', sub: 'u-im', individualSk });
export const PATH = '/account/credit/credit-tracker';

export function serve(
  entries: () => TrackerEntry | TrackerEntry[] | Response = () => trackerEntry(),
  {
    message = "Whitman & Crane LLP reviews its members' CLE compliance.",
    announcements = () => ({}),
  }: {
    message?: string | null;
    /** the answer to POST /credit-tracker/announcements/many, or the default license's announcements */
    announcements?: Announcement[] | ((body: AnnouncementsManyBody) => AnnouncementsByRegion | Response);
  } = {},
) {
  server.use(
    api.post<TrackerResponse>('/credit-tracker', () => {
      const e = entries();
      return e instanceof Response ? e : trackerAnswer(Array.isArray(e) ? e : [e]);
    }),
    api.get('/credit-tracker/organizationMessage', () => ({ message })),
    api.post<AnnouncementsByRegion>('/credit-tracker/announcements/many', ({ body }) =>
      Array.isArray(announcements)
        ? { [trackerEntry().creditRegionLongDescription]: announcements }
        : announcements(body as AnnouncementsManyBody),
    ),
  );
}

/** A license of its own region: `n` picks the region key (132 + n) and the names. */
export const license = (n: number, name: string): TrackerEntry => {
  const e = trackerEntry({
    creditRegion_SK: 132 + n,
    licenseSk: 41 + n,
    baseSortOrder: n + 1,
    creditRegionShortDescription: name.slice(0, 2).toUpperCase(),
    creditRegionLongDescription: `${name} Attorney CLE Requirements`,
  });
  e.jurisdiction.displayName = name;
  return e;
};
/** A license whose current period has a previous and a next one (and allows carryover). */
export const withNeighbours = (over: Partial<TrackerEntry> = {}) => {
  const e = trackerEntry({ carryoverInformationText: 'Up to 12 credits may be carried over.', ...over });
  e.jurisdiction.clePeriod.previousPeriod = { startDate: isoInDays(-1460), endDate: isoInDays(-731) };
  e.jurisdiction.clePeriod.nextPeriod = { startDate: isoInDays(401), endDate: isoInDays(1130) };
  return e;
};

export const renderPage = (individualSk?: string, cache?: Map<string, unknown>) =>
  renderWithProviders(<CreditTrackerPage title="Credit Tracker" />, {
    auth: member(individualSk),
    path: PATH,
    toasts: true,
    ...(cache ? { cache: cache as never } : {}),
  });
export const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'New York Attorney CLE Requirements' });
