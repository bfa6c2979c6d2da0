// S2-TRACKER-60 on the page a member reaches: ?page= picks the page of the tracker's certificates, paging
// writes it back to the address (reload and back keep it), and an invalid page falls back to page 1.
import { fireEvent, screen, within } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { renderWithProviders } from '@cle/testing/render';
import { CreditTrackerPage } from './credit-tracker-page';
import { member, PATH, serve } from './tracker-page-fixtures';
import { trackerCertificate, trackerEntry } from './tracker-fixtures';
import { TRACKER_CERTIFICATES_PAGE_SIZE } from './tracker-rules';

// 25 certificates, newest first: three pages of 10, 10 and 5
const CERTIFICATES = Array.from({ length: 25 }, (_, i) => trackerCertificate(i + 1));

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser back
    </button>
  );
}

async function renderAt(search: string) {
  serve(() => trackerEntry({ certificates: CERTIFICATES }));
  const view = renderWithProviders(
    <>
      <CreditTrackerPage title="Credit Tracker" />
      <Back />
    </>,
    { auth: member(), path: `${PATH}${search}`, showLocation: true },
  );
  const section = await screen.findByRole('region', { name: 'Certificates' });
  await within(section).findAllByRole('row');
  return { view, section };
}

const programs = (section: HTMLElement) =>
  within(section)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[1]!.firstChild!.textContent);
const pager = (section: HTMLElement) => within(section).getByRole('navigation', { name: 'Pagination' });

test('[S2-TRACKER-60] ?page=2 shows the second page of the certificates', async () => {
  expect(TRACKER_CERTIFICATES_PAGE_SIZE).toBe(10);
  const { section } = await renderAt('?page=2');
  expect(programs(section)).toEqual(CERTIFICATES.slice(10, 20).map((c) => c.programName));
  expect(pager(section)).toHaveTextContent('2 of 3');
});

test('[S2-TRACKER-60] paging writes ?page= to the address; back returns to the page before', async () => {
  const { section } = await renderAt('?region=132');
  expect(programs(section)[0]).toBe('Program 1');
  fireEvent.click(within(pager(section)).getByRole('button', { name: 'Next' }));
  expect(screen.getByTestId('location')).toHaveTextContent(`${PATH}?region=132&page=2`);
  expect(programs(section)[0]).toBe('Program 11');
  fireEvent.click(within(pager(section)).getByRole('button', { name: 'Next' }));
  expect(screen.getByTestId('location')).toHaveTextContent(`${PATH}?region=132&page=3`);
  expect(programs(section)).toEqual(['Program 21', 'Program 22', 'Program 23', 'Program 24', 'Program 25']);
  fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
  expect(screen.getByTestId('location')).toHaveTextContent(`${PATH}?region=132&page=2`);
  expect(programs(section)[0]).toBe('Program 11');
  fireEvent.click(within(pager(section)).getByRole('button', { name: 'Previous' }));
  // page 1 is the address without ?page=
  expect(screen.getByTestId('location').textContent).toBe(`${PATH}?region=132`);
  expect(programs(section)[0]).toBe('Program 1');
});

test.each(['0', '-1', 'abc', '4', '2.5'])(
  '[S2-TRACKER-60] ?page=%s is not a page: page 1 shows, without a crash',
  async (page) => {
    const { section } = await renderAt(`?page=${page}`);
    expect(programs(section)[0]).toBe('Program 1');
    expect(pager(section)).toHaveTextContent('1 of 3');
  },
);
