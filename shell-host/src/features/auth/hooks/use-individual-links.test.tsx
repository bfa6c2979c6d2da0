// Links with the individual placeholder as the shell's pages handle them (spec 1 §5, §6): the hook the
// page tree runs (app.tsx) catches the click, so any link on any page, remote or local, is covered.
import { fireEvent, screen } from '@testing-library/react';
import { authStore } from '@cle/contracts/auth';
import { renderWithProviders } from '@cle/testing/render';
import { useIndividualLinks } from './use-individual-links';

const TRACKER = '/account/credit/credit-tracker?individualSk={IndividualSK}';

function PageWithLink() {
  useIndividualLinks();
  return <a href={TRACKER}>My credit tracker</a>;
}

const signIn = jest.fn();
beforeEach(() => {
  signIn.mockReset();
  authStore.setActions({ signIn, signOut: () => undefined });
});

describe('individual links (spec 1 §5)', () => {
  test('[S1-AUTH-43] a signed-in member following one lands on it with their IndividualSK', () => {
    renderWithProviders(<PageWithLink />, {
      auth: { token: 't', individualSk: '800002' },
      showLocation: true,
    });
    fireEvent.click(screen.getByRole('link', { name: 'My credit tracker' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      /^\/account\/credit\/credit-tracker\?individualSk=800002$/,
    );
    expect(signIn).not.toHaveBeenCalled();
  });

  test('[S1-AUTH-44] [S1-AUTH-29] an anonymous visitor following one (a protected link) is sent to sign in, back to the link', () => {
    renderWithProviders(<PageWithLink />, { showLocation: true });
    fireEvent.click(screen.getByRole('link', { name: 'My credit tracker' }));
    expect(signIn.mock.calls.map(([url]) => url)).toEqual([TRACKER]);
    // the unresolved placeholder is never followed
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
