// The credit tracker as the shell mounts it (CMS content type CreditTrackerPage): its Add menu opens the
// modals the exposed module wires in, the add-license flow and the credit modal, not stand-ins.
import { fireEvent, screen, within } from '@testing-library/react';
import type { CreditFormOptions } from '@cle/contracts/certificate-schemas';
import type { PageContent } from '@cle/contracts/page';
import type { CreditJurisdiction } from '@cle/contracts/tracker-schemas';
import { api, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { FL, NY } from '../features/licenses/license-fixtures';
import {
  heading,
  member,
  PATH,
  serve,
  withNeighbours,
} from '../features/credit-tracker/tracker-page-fixtures';
import CreditTrackerPage from './credit-tracker-page';

const PAGE: PageContent = {
  contentType: ['PageData', 'CreditTrackerPage'],
  contentLink: { id: 'credit-tracker' },
  name: 'Credit Tracker',
  friendlyUrl: PATH,
  properties: {},
};

const OPTIONS: CreditFormOptions = {
  jurisdictions: [{ regionSk: 132, name: 'New York' }],
  creditTypes: [{ sk: 1, description: 'General' }],
  providers: ['State Bar Academy'],
  transitionalRegionSks: [],
};

beforeEach(() => {
  serve(() => withNeighbours());
  server.use(
    api.get<CreditJurisdiction[]>('/cle/credit-jurisdictions', () => [NY, FL]),
    api.get<CreditFormOptions>('/user/certificates/form-options', () => OPTIONS),
    api.get<string[]>('/credit-tracker/providers', () => OPTIONS.providers),
    api.get('/site-parts', () => ({ labels: {} })),
  );
});

async function choose(item: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: item }));
}

test("[S2-TRACKER-48] the tracker's 'Add new license' opens the add-license flow", async () => {
  renderWithProviders(<CreditTrackerPage page={PAGE} />, { auth: member(), path: PATH, toasts: true });
  await heading();
  await choose('Add new license');
  const flow = await screen.findByRole('dialog', { name: 'Licenses and Jurisdictions' });
  expect(within(flow).getByRole('checkbox', { name: 'Florida' })).toBeInTheDocument();
});

test("[S2-TRACKER-47] the tracker's 'Add carryover credit' opens the carryover credit modal with the license's periods", async () => {
  renderWithProviders(<CreditTrackerPage page={PAGE} />, { auth: member(), path: PATH, toasts: true });
  await heading();
  await choose('Add carryover credit');
  const modal = await screen.findByRole('dialog', { name: 'Add carryover credit' });
  const periods = within(within(modal).getByLabelText('Compliance period')).getAllByRole('option');
  expect(periods.map((o) => o.textContent?.split(' (')[0])).toEqual(
    expect.arrayContaining(['Previous period', 'Current period', 'Next period']),
  );
});
