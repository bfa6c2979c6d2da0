// The membership notes from the auth claims and the profile (MSW stands in for GET /user/profile).
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@cle/testing/render';
import { api, recordApiCalls, server } from '@cle/testing/msw';
import { memberProfile } from '@cle/testing/fixtures';
import { variation } from '../../../test/fixtures';
import { MembershipNotes } from './membership-notes';
import {
  DISCOUNT_ADVICE_TEXT,
  PLUS_TOUT_LINK,
  SEGMENT_NOTICE_LINK,
  SEGMENT_NOTICE_TEXT,
} from '../membership-rules';

const program = variation({ searchableType: 'ondemandprogram', price: 1295, retail: true });
const profile = memberProfile;
const member = (over: object = {}) => ({
  ready: true,
  token: 't',
  sub: 'u-im',
  name: 'Irene Member',
  claimFetched: true,
  isIm: true,
  ...over,
});

describe('membership notes (spec 3 §6)', () => {
  test('[S3-ROLES-07] [S3-ROLES-10] an anonymous visitor: no profile call, the plus tout', async () => {
    const calls = recordApiCalls();
    renderWithProviders(<MembershipNotes variation={program} />, { auth: { ready: true } });
    expect(screen.getByRole('link', { name: PLUS_TOUT_LINK })).toHaveAttribute('href', '/membership');
    expect(screen.queryByText(DISCOUNT_ADVICE_TEXT)).not.toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.filter((c) => c.path === '/user/profile')).toEqual([]);
  });

  test('[S3-ROLES-07] [S3-ROLES-13] [S3-PDP-60] a member: the profile is fetched; discount advice and the #segments notice show', async () => {
    const calls = recordApiCalls();
    server.use(api.get('/user/profile', () => profile([])));
    renderWithProviders(
      <MembershipNotes variation={program} segments={[{ retail: true }, { retail: false }]} />,
      { auth: member() },
    );
    expect(await screen.findByText(DISCOUNT_ADVICE_TEXT)).toBeInTheDocument();
    expect(screen.getByText(SEGMENT_NOTICE_TEXT, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SEGMENT_NOTICE_LINK })).toHaveAttribute('href', '#segments');
    expect(calls.filter((c) => c.path === '/user/profile')).toHaveLength(1);
  });

  test('[S3-ROLES-13] [S3-ROLES-14] the content opt-outs switch off the discount advice and the segment notice', async () => {
    const calls = recordApiCalls();
    server.use(api.get('/user/profile', () => profile(['discount-advice', 'membership-offers'])));
    renderWithProviders(<MembershipNotes variation={program} segments={[{ retail: false }]} />, {
      auth: member(),
    });
    await waitFor(() => expect(calls.filter((c) => c.path === '/user/profile')).toHaveLength(1));
    expect(await screen.findByRole('link', { name: PLUS_TOUT_LINK })).toBeInTheDocument();
    expect(screen.queryByText(DISCOUNT_ADVICE_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByText(SEGMENT_NOTICE_TEXT, { exact: false })).not.toBeInTheDocument();
  });

  test('[S3-ROLES-09] a plus subscriber does not see the membership promo card', async () => {
    server.use(api.get('/user/profile', () => profile([])));
    renderWithProviders(<MembershipNotes variation={program} />, {
      auth: member({ isIm: false, isPm: true }),
    });
    expect(await screen.findByText(DISCOUNT_ADVICE_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: PLUS_TOUT_LINK })).not.toBeInTheDocument();
  });

  test('[S1-ROUTES-27] the plus tout links to the plus membership info page the site labels name', async () => {
    server.use(api.get('/site-parts', () => ({ labels: { plusMembershipInfoPage: '/plus-info' } })));
    renderWithProviders(<MembershipNotes variation={program} />, { auth: { ready: true } });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: PLUS_TOUT_LINK })).toHaveAttribute('href', '/plus-info'),
    );
  });
});
