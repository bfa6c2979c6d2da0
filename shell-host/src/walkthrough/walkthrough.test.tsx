import { act, fireEvent, render, screen } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { isDismissed } from '../api/banner-dismissal';
import { SiteTour } from './site-tour';
import { Walkthrough } from './walkthrough';
import { nextLabel, progressText, stepsFor, TOUR_TOOLTIP_ID, WALKTHROUGH_ID } from './walkthrough-rules';

const clearCookie = () => (document.cookie = 'dismissedElements=; Max-Age=0; path=/');

describe('walkthrough and tooltips (spec 1 §4)', () => {
  beforeEach(() => {
    clearCookie();
    authStore.set(ANONYMOUS);
  });

  test("[S1-PAGES-20] [S1-PAGES-21] progress reads 'n of total'; Next, then Finish on the last step", () => {
    const onDone = jest.fn();
    render(<Walkthrough steps={stepsFor({ hasLibrary: true })} onDone={onDone} />);
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Your library' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(progressText(0, 3)).toBe('1 of 3');
    expect([nextLabel(0, 2), nextLabel(1, 2)]).toEqual(['Next', 'Finish']);
  });

  test('[S1-PAGES-22] [S1-PAGES-23] without the library step the search step is step 2', () => {
    const steps = stepsFor({ hasLibrary: false });
    expect(steps.map((s) => s.id)).toEqual(['welcome', 'search']);
    expect(stepsFor({ hasLibrary: true }).map((s) => s.id)).toEqual(['welcome', 'library', 'search']);
    render(<Walkthrough steps={steps} onDone={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Search everything' })).toBeInTheDocument();
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();
  });

  test('[S1-PAGES-19] a dismissed tooltip is kept in the cookie and stays hidden', () => {
    const { unmount } = render(<SiteTour />);
    expect(screen.getByText('New here? A short tour shows you around.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss tip' }));
    expect(screen.queryByText('New here? A short tour shows you around.')).not.toBeInTheDocument();
    expect(isDismissed(TOUR_TOOLTIP_ID, 'Permanent Dismissal')).toBe(true);
    unmount();
    render(<SiteTour />);
    expect(screen.queryByText('New here? A short tour shows you around.')).not.toBeInTheDocument();
  });

  test('[S1-PAGES-22] an anonymous visitor tours without the library step; closing the tour is remembered', async () => {
    render(<SiteTour />);
    fireEvent.click(screen.getByRole('button', { name: 'Take the site tour' }));
    expect(await screen.findByText('1 of 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close tour' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isDismissed(WALKTHROUGH_ID, 'Permanent Dismissal')).toBe(true);
    expect(screen.queryByText('New here? A short tour shows you around.')).not.toBeInTheDocument();
  });

  test('a signed-in member tours with the library step', async () => {
    authStore.set({ ...ANONYMOUS, ready: true, token: 't' });
    render(<SiteTour />);
    fireEvent.click(screen.getByRole('button', { name: 'Take the site tour' }));
    expect(await screen.findByText('1 of 3')).toBeInTheDocument();
  });
});

describe('the library row and the walkthrough (spec 3 §4.10)', () => {
  beforeEach(() => {
    clearCookie();
    authStore.set({ ...ANONYMOUS, ready: true, token: 't' });
  });
  afterEach(() => authStore.set(ANONYMOUS));

  test('[S3-HOME-33] when a library row finds the library empty, the walkthrough drops its library step', async () => {
    render(<SiteTour />);
    act(() => window.dispatchEvent(new CustomEvent('product:library-row-empty', { detail: {} })));
    fireEvent.click(screen.getByRole('button', { name: 'Take the site tour' }));
    expect(await screen.findByText('1 of 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Search everything' })).toBeInTheDocument();
  });
});
