import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { toast } from '@cle/contracts/toast';
import type { CreditInfo, CreditInfoExtended } from '@cle/contracts/credit-schemas';
import { EXTENDED, NY } from './credit-info-fixtures';
import { JurisdictionCreditInfo } from './jurisdiction-credit-info';
import type { JurisdictionCreditInfoProps } from './jurisdiction-credit-info';
import { api, apiError, HttpResponse, recordApiCalls, server } from '@cle/testing/msw';
import type { ApiCall } from '@cle/testing/msw';
import { announcement } from '@cle/testing/fixtures';
import { TestProviders } from '@cle/testing/render';

function answer({
  info = NY,
  licenses = { items: [] as { creditRegion_SK: number; complianceGroup_SK: number | null }[] },
  infoError,
}: { info?: CreditInfo; licenses?: unknown; infoError?: () => Response } = {}) {
  // any other call fails the test (MSW: unhandled request)
  server.use(
    api.get<CreditInfo>('/cle/credit-info/:sk/all', () => (infoError ? infoError() : info)),
    api.get<CreditInfoExtended>('/credit-info/extended', () => EXTENDED),
    api.get('/user/licenses', () => licenses),
    api.get('/credit-info/announcements/:sk', ({ request }) =>
      new URL(request.url).searchParams.get('isTransitionalOrNewlyAdmitted') === 'true'
        ? [jurisdictionAnnouncement('Newly admitted attorneys: 16 credits a year', null)]
        : [
            jurisdictionAnnouncement('New York: Cybersecurity, Privacy & Data Protection', '2999-06-30'),
            jurisdictionAnnouncement('Remote programs', null),
          ],
    ),
    api.get('/credit-info/page-map/:sk', ({ request }) => {
      const transitional = new URL(request.url).searchParams.get('isTransitionalOrNewlyAdmitted') === 'true';
      const ny = { href: '/credit-info/new-york', text: 'New York CLE Requirements' };
      return {
        regionSk: 132,
        isTransitionalOrNewlyAdmitted: transitional,
        jurisdictionPage: ny,
        requirementsPage: transitional
          ? {
              href: '/credit-info/new-york-transitional',
              text: 'New York Transitional (Newly Admitted) Attorneys',
            }
          : ny,
        ruleChangesPage: { href: '/credit-info/rule-changes', text: 'Recent Rule Changes' },
      };
    }),
  );
}

// The public announcements (GET /credit-info/announcements/132, decision 027)
const jurisdictionAnnouncement = (headingText: string, expireNewStatus: string | null) =>
  announcement({
    headingText,
    body: `${headingText}: details`,
    expireNewStatus,
    showOnJurisdictionPageCarousel: true,
  });

function renderPage(props: Partial<JurisdictionCreditInfoProps> = {}, url = '/credit-info/new-york') {
  return render(
    <TestProviders path={url}>
      <JurisdictionCreditInfo regionSk={132} {...props} />
    </TestProviders>,
  );
}

const signInWithStatus = (groupSk: number) => {
  authStore.set({ ...ANONYMOUS, token: 'token', individualSk: '42', sub: '42' });
  answer({ licenses: { items: [{ creditRegion_SK: 132, complianceGroup_SK: groupSk }] } });
};

let calls: ApiCall[];
const called = (path: string) => calls.some((c) => c.path === path);
beforeEach(() => {
  calls = recordApiCalls();
  authStore.set(ANONYMOUS);
});

describe('jurisdiction credit info page (spec 2 §2)', () => {
  test('[S2-CREDITINFO-02] [S2-CREDITINFO-03] [S2-CREDITINFO-05] header: long description heading, breadcrumbs, subheading and header links', async () => {
    answer();
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading CLE requirements' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New York Attorney CLE Requirements' }),
    ).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(crumbs.getByRole('link', { name: 'CLE Requirements by Jurisdiction' })).toHaveAttribute(
      'href',
      '/credit-info',
    );
    expect(crumbs.getByText('New York')).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Attorney: 36 credit hours every 3 years')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track your credits' })).toHaveAttribute(
      'href',
      '/account/credit/credit-tracker?region=132',
    );
    expect(calls).toContainEqual(
      expect.objectContaining({ path: '/credit-info/extended', query: { regions: '132' } }),
    );
  });

  test('[S2-CREDITINFO-04] requirements side panel: total, period, each requirement, groups, reporting, license rule', async () => {
    answer();
    renderPage();
    const panel = within(await screen.findByRole('complementary', { name: 'Requirements' }));
    expect(panel.getByText('36 hours', { selector: 'dd' })).toBeInTheDocument();
    expect(panel.getByText('3 years')).toBeInTheDocument();
    expect(panel.getByRole('heading', { name: 'Ethics 3 hours' })).toBeInTheDocument();
    expect(
      panel.getByText('At least 3 hours must be in ethics and professional responsibility.'),
    ).toBeInTheDocument();
    expect(panel.getByText('Newly Admitted Attorney')).toBeInTheDocument();
    expect(panel.getByText('Attorney certifies on registration')).toBeInTheDocument();
    expect(panel.getByText('License number required when you add this license.')).toBeInTheDocument();
  });

  test('[S2-CREDITINFO-08] [S2-CREDITINFO-30] topic-links grid: 6 credit types, required first, each a search link', async () => {
    answer();
    renderPage();
    const grid = within(
      (await screen.findByRole('heading', { name: 'Credit types offered in New York' })).closest('section')!,
    );
    const tiles = grid.getAllByRole('listitem');
    expect(tiles).toHaveLength(6);
    expect(within(tiles[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/search?query=&jurisdictions=NY&creditType=ETH',
    );
    expect(tiles[0]).toHaveTextContent('Ethics422 programs');
    expect(tiles[1]).toHaveTextContent('General1,244 programs');
    expect(
      grid.getByRole('link', { name: 'Browse all 1,244 programs offering New York credit' }),
    ).toHaveAttribute('href', '/search?query=&jurisdictions=NY');
  });

  test('[S2-CREDITINFO-31] [S2-CREDITINFO-29] the CMS grid settings set the item count and order', async () => {
    answer();
    renderPage({ linkGrid: { columns: 2, rows: 1, orderBy: 'column' } });
    const list = (await screen.findByRole('heading', { name: 'Credit types offered in New York' }))
      .closest('section')!
      .querySelector('ul')!;
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveAttribute('data-columns', '2');
    expect(list).toHaveAttribute('data-order', 'column');
  });

  test('[S2-CREDITINFO-09] main content area shows the jurisdiction notes', async () => {
    answer();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'About CLE in New York' })).toBeInTheDocument();
    expect(screen.getByText('New York requires 36 credit hours every 3 years.')).toBeInTheDocument();
  });

  test('[S2-CREDITINFO-07] [S2-CREDITINFO-10] one tab per compliance group; anonymous users get the first tab', async () => {
    answer();
    renderPage();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Experienced Attorney', 'Newly Admitted Attorney']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Experienced Attorney' })).toBeInTheDocument();
    expect(called('/user/licenses')).toBe(false);
  });

  test('[S2-CREDITINFO-07] no compliance groups, no tab group', async () => {
    answer({ info: { ...NY, complianceGroups: [] } });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  test('[S2-CREDITINFO-10] [S2-CREDITINFO-11] preselectTab (default true) selects the tab of the saved special status', async () => {
    signInWithStatus(2);
    renderPage();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Newly Admitted Attorney' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
  });

  test('[S2-CREDITINFO-12] preselectTab=false leaves the saved special status unselected', async () => {
    signInWithStatus(2);
    renderPage({}, '/credit-info/new-york?preselectTab=false');
    await screen.findAllByRole('tab');
    await waitFor(() => expect(called('/user/licenses')).toBe(true));
    expect(screen.getByRole('tab', { name: 'Experienced Attorney' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Newly Admitted Attorney' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
  });

  test('[S2-CREDITINFO-07] a click on a tab selects it', async () => {
    answer();
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Newly Admitted Attorney' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Newly Admitted Attorney' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
  });

  test('[S2-CREDITINFO-06] share: copy link puts the page URL on the clipboard and shows a toast; email link', async () => {
    answer();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderPage({ pagePath: '/credit-info/new-york' });
    const copy = await screen.findByRole('button', { name: 'Copy link' });
    await act(async () => fireEvent.click(copy));
    expect(writeText).toHaveBeenCalledWith('http://localhost/credit-info/new-york');
    expect(toast.list().map((t) => t.content)).toContain('Link copied to clipboard');
    expect(screen.getByRole('link', { name: 'Email' }).getAttribute('href')).toMatch(
      /^mailto:\?subject=New%20York%20Attorney%20CLE%20Requirements&body=http%3A%2F%2Flocalhost%2Fcredit-info%2Fnew-york$/,
    );
  });

  test('an embed given the site URL links to the site', async () => {
    answer();
    renderPage({ siteUrl: 'https://www.pli.edu' });
    expect(await screen.findByRole('link', { name: 'Track your credits' })).toHaveAttribute(
      'href',
      'https://www.pli.edu/account/credit/credit-tracker?region=132',
    );
  });

  test('a failed load shows an error with a retry that loads again', async () => {
    answer({ infoError: () => HttpResponse.error() });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'CLE requirements could not be loaded' }),
    ).toBeInTheDocument();
    answer();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New York Attorney CLE Requirements' }),
    ).toBeInTheDocument();
  });

  test('an unknown jurisdiction (404) shows the error without a retry', async () => {
    answer({ infoError: () => apiError(404, 'Jurisdiction 132 not found') });
    renderPage();
    expect(await screen.findByText('We have no CLE requirements for this jurisdiction.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  test('[S2-CREDITINFO-01] a page without a region key says so and calls nothing', () => {
    renderPage({ regionSk: undefined });
    expect(screen.getByText('This page is not linked to a jurisdiction.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  test('[S2-API-82] the announcements carousel follows the selected compliance group, with the page map links', async () => {
    answer();
    renderPage();
    const carousel = within(await screen.findByRole('region', { name: 'Announcements' }));
    expect(
      await carousel.findByRole('heading', {
        name: 'New York: Cybersecurity, Privacy & Data Protection New',
      }),
    ).toBeInTheDocument();
    expect(carousel.getByRole('group', { name: '1 of 2' })).toBeInTheDocument();
    expect(carousel.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(carousel.getByRole('button', { name: 'Next' }));
    expect(carousel.getByRole('heading', { name: 'Remote programs' })).toBeInTheDocument();
    expect(carousel.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(await carousel.findByRole('link', { name: 'Recent Rule Changes' })).toHaveAttribute(
      'href',
      '/credit-info/rule-changes',
    );
    // the page itself is the experienced attorney's requirements page: no link to itself
    expect(carousel.queryByRole('link', { name: 'New York CLE Requirements' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Newly Admitted Attorney' }));
    expect(
      await screen.findByRole('heading', { name: 'Newly admitted attorneys: 16 credits a year' }),
    ).toBeInTheDocument();
    const newlyAdmitted = within(screen.getByRole('region', { name: 'Announcements' }));
    expect(
      await newlyAdmitted.findByRole('link', { name: 'New York Transitional (Newly Admitted) Attorneys' }),
    ).toHaveAttribute('href', '/credit-info/new-york-transitional');
    expect(calls).toContainEqual(
      expect.objectContaining({
        path: '/credit-info/page-map/132',
        query: { isTransitionalOrNewlyAdmitted: 'true' },
      }),
    );
  });

  test('a failed announcements fetch shows no carousel and the page stays', async () => {
    answer();
    server.use(api.get('/credit-info/announcements/:sk', () => apiError(500, 'down')));
    renderPage();
    expect(await screen.findByRole('complementary', { name: 'Requirements' })).toBeInTheDocument();
    await waitFor(() => expect(called('/credit-info/announcements/132')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
  });
});
