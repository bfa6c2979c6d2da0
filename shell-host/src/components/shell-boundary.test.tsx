import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ShellBoundary } from './shell-boundary';

function Visit() {
  const l = useLocation();
  return <output data-testid="visit">{`${l.pathname}${l.search}${l.hash} ${l.key}`}</output>;
}

function Flaky({ fail }: { fail: { current: boolean } }) {
  if (fail.current) throw new Error('footer exploded');
  return <p>Footer</p>;
}

describe('the shell boundary (spec 1 §8)', () => {
  test('[S1-ERRORS-10] Try again without a retry function navigates to the current page', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fail = { current: true };
    render(
      <MemoryRouter initialEntries={['/about?x=1#team']}>
        <ShellBoundary name="shell/footer" report={() => undefined}>
          <Flaky fail={fail} />
        </ShellBoundary>
        <Visit />
      </MemoryRouter>,
    );
    const before = screen.getByTestId('visit').textContent!;
    fail.current = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Footer');
    const after = screen.getByTestId('visit').textContent!;
    expect(after.split(' ')[0]).toBe('/about?x=1#team');
    expect(after).not.toBe(before); // a new visit of the same page
    error.mockRestore();
  });

  test('[S1-ERRORS-10] a supplied retry is called instead, and the page is not visited again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const retry = jest.fn();
    const fail = { current: true };
    render(
      <MemoryRouter initialEntries={['/about']}>
        <ShellBoundary name="shell/menu" report={() => undefined} onRetry={retry}>
          <Flaky fail={fail} />
        </ShellBoundary>
        <Visit />
      </MemoryRouter>,
    );
    const before = screen.getByTestId('visit').textContent;
    fail.current = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Footer');
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('visit').textContent).toBe(before);
    error.mockRestore();
  });
});
