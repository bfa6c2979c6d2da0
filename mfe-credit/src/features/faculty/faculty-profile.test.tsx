import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { toast } from '@cle/contracts/toast';
import type { FacultyProfile } from '@cle/contracts/faculty-schemas';
import { api, apiError, recordApiCalls, server } from '@cle/testing/msw';
import type { ApiCall } from '@cle/testing/msw';
import { TestProviders } from '@cle/testing/render';
import { FacultyProfilePage } from './faculty-profile';

const PROFILE: FacultyProfile = {
  faculty: {
    id: 12,
    individualId: '700012',
    displayName: 'Ada Lovelace',
    affiliation: 'Analytical Engines LLP',
    title: 'Partner',
    biography: 'Ada advises on computing contracts.',
    image: '/api/faculty/12/portrait.svg',
    resourceLocation: '/faculty/ada-lovelace',
    trusteeDesignation: null,
    visibilityStatus: 0,
    isUserFollowingThis: false,
  },
  content: [
    {
      code: 'P1',
      title: 'Computing Law 2027',
      format: 'Live Webcast',
      url: '/programs/p1',
      role: 'Chairperson',
      date: '2027-03-04',
    },
  ],
};

let calls: ApiCall[];
beforeEach(() => {
  calls = recordApiCalls();
  authStore.set(ANONYMOUS);
  server.use(
    api.get('/faculty/:id', () => PROFILE),
    api.get('/site-parts', () => ({ labels: {} })),
  );
});
afterEach(() => document.head.querySelectorAll('meta[name="robots"]').forEach((m) => m.remove()));

const renderPage = () =>
  render(
    <TestProviders>
      <FacultyProfilePage facultyId={12} />
    </TestProviders>,
  );

test('[S2-FACULTY-01] [S2-FACULTY-02] [S2-FACULTY-03] the portrait, the name and share', async () => {
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeTruthy();
  expect(screen.getByRole('img', { name: 'Portrait of Ada Lovelace' }).getAttribute('src')).toBe(
    PROFILE.faculty.image,
  );
  expect(screen.getByRole('group', { name: 'Share' })).toBeTruthy();
});

test("[S2-FACULTY-03] share: Copy link puts the profile's address on the clipboard and says so; Email links to it", async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  renderPage();
  const share = await screen.findByRole('group', { name: 'Share' });
  fireEvent.click(within(share).getByRole('button', { name: 'Copy link' }));
  await waitFor(() => expect(toast.list().map((t) => t.content)).toContain('Link copied to clipboard'));
  expect(writeText).toHaveBeenCalledWith('http://localhost/faculty/ada-lovelace');
  expect(within(share).getByRole('link', { name: 'Email' })).toHaveAttribute(
    'href',
    'mailto:?subject=Ada%20Lovelace%20-%20PLI%20faculty&body=http%3A%2F%2Flocalhost%2Ffaculty%2Fada-lovelace',
  );
});

test('[S2-FACULTY-05] [S2-FACULTY-06] [S2-FACULTY-07] details, biography and shared content', async () => {
  renderPage();
  expect(await screen.findByText('Analytical Engines LLP')).toBeTruthy();
  expect(screen.getByText('Ada advises on computing contracts.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Computing Law 2027' }).getAttribute('href')).toBe('/programs/p1');
});

test('[S2-FACULTY-08] [S2-ROLES-02] noindex; an anonymous visitor gets Follow without a follow-state call', async () => {
  renderPage();
  expect(await screen.findByRole('button', { name: 'Follow' })).toBeTruthy();
  expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  expect(calls.some((c) => c.path === '/user/faculty')).toBe(false);
});

/** The CMS's labels for the follow toasts (site part `labels`). */
const CONFIGURED_LABELS = {
  facultyFollowToast: 'Now following {name}. We will tell you about new programs.',
  facultyUnfollowToast: '{name} unfollowed.',
  facultyFollowErrorToast: 'Follow failed, try later.',
  facultyUnfollowErrorToast: 'Unfollow failed, try later.',
};

function memberWithFollowRoutes(
  outcome: 'ok' | 'fail',
  followedAtStart: number[],
  labels: Record<string, string> = CONFIGURED_LABELS,
) {
  authStore.set({ ...ANONYMOUS, token: 'token', individualSk: '42', sub: '42' });
  let followed = followedAtStart;
  const list = () => ({
    items: followed.map((id) => ({
      id,
      individualId: '700012',
      displayName: 'Ada Lovelace',
      resourceLocation: '/faculty/ada-lovelace',
    })),
  });
  server.use(
    api.get('/site-parts', () => ({ labels })),
    api.get('/user/faculty', () => list()),
    api.post('/user/faculty/follow', () => (outcome === 'ok' ? ((followed = [12]), list()) : apiError(500))),
    api.post('/user/faculty/unfollow', () => (outcome === 'ok' ? ((followed = []), list()) : apiError(500))),
  );
  return jest.spyOn(toast, 'show');
}

test('[S2-FACULTY-04] [S2-FACULTY-09] [S2-FACULTY-10] a member follows and unfollows with the toasts', async () => {
  const shown = memberWithFollowRoutes('ok', [], {});
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
  expect(await screen.findByRole('button', { name: 'Following' })).toBeTruthy();
  expect(shown).toHaveBeenCalledWith(
    expect.objectContaining({ content: "You're now following Ada Lovelace" }),
  );
  expect(calls.find((c) => c.path === '/user/faculty/follow')?.body).toEqual(['700012']);
  fireEvent.click(screen.getByRole('button', { name: 'Following' }));
  expect(await screen.findByRole('button', { name: 'Follow' })).toBeTruthy();
  expect(shown).toHaveBeenCalledWith(
    expect.objectContaining({ content: "You're no longer following Ada Lovelace" }),
  );
});

test('a failed follow keeps the state and says so', async () => {
  authStore.set({ ...ANONYMOUS, token: 'token', individualSk: '42', sub: '42' });
  server.use(
    api.get('/user/faculty', () => ({ items: [] })),
    api.post('/user/faculty/follow', () => apiError(500)),
  );
  const shown = jest.spyOn(toast, 'show');
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
  await waitFor(() => expect(shown).toHaveBeenCalledWith(expect.objectContaining({ type: 'alert' })));
  expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
});

test('[S2-TOAST-35] following shows the configured follow label, or the configured error label on failure', async () => {
  const shown = memberWithFollowRoutes('ok', []);
  const { unmount } = renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
  await waitFor(() =>
    expect(shown).toHaveBeenCalledWith({
      type: 'confirmation',
      content: 'Now following Ada Lovelace. We will tell you about new programs.',
    }),
  );
  unmount();
  shown.mockClear();
  memberWithFollowRoutes('fail', []);
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
  await waitFor(() =>
    expect(shown).toHaveBeenCalledWith({ type: 'alert', content: 'Follow failed, try later.' }),
  );
});

test('[S2-TOAST-36] unfollowing shows the configured unfollow label, or the configured error label on failure', async () => {
  const shown = memberWithFollowRoutes('ok', [12]);
  const { unmount } = renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Following' }));
  await waitFor(() =>
    expect(shown).toHaveBeenCalledWith({ type: 'confirmation', content: 'Ada Lovelace unfollowed.' }),
  );
  unmount();
  shown.mockClear();
  memberWithFollowRoutes('fail', [12]);
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Following' }));
  await waitFor(() =>
    expect(shown).toHaveBeenCalledWith({ type: 'alert', content: 'Unfollow failed, try later.' }),
  );
});
