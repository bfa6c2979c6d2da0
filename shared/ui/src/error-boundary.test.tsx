import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ErrorBoundary, ERROR_SEVERITY } from './error-boundary';
import { FALLBACK_TEXT } from './error-fallback';
import { setErrorReporter } from './error-reporting';

function Flaky({ fail }: { fail: { current: boolean } }) {
  if (fail.current) throw new Error('remote exploded');
  return <p>Loaded content</p>;
}

describe('error boundary and fallback card (spec 1 §8)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  const crash = (report: jest.Mock) =>
    render(
      <ErrorBoundary name="slot" report={report}>
        <Flaky fail={{ current: true }} />
      </ErrorBoundary>,
    );

  test('[S1-ERRORS-01] [S1-ERRORS-02] [S1-ERRORS-03] catches a component error and reports it with severity 3', () => {
    const report = jest.fn();
    crash(report);
    expect(screen.queryByText('Loaded content')).not.toBeInTheDocument();
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'remote exploded' }),
      expect.objectContaining({ severity: 3, boundary: 'slot' }),
    );
  });

  test('[S1-ERRORS-04] [S1-ERRORS-05] [S1-ERRORS-06] the fallback card: heading, body and Try again', () => {
    crash(jest.fn());
    expect(screen.getByRole('heading', { name: 'Element failed to load' })).toBeInTheDocument();
    expect(
      screen.getByText('Please reload the page. If the issue persists, please contact customer service.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  test('[S1-ERRORS-07] [S1-ERRORS-08] [S1-ERRORS-09] Try again shows a shimmer, calls the retry and resets the boundary', async () => {
    const fail = { current: true };
    let release!: () => void;
    const onRetry = jest.fn(() => new Promise<void>((r) => (release = r)));
    render(
      <ErrorBoundary name="slot" onRetry={onRetry} report={() => undefined}>
        <Flaky fail={fail} />
      </ErrorBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    fail.current = false;
    await act(async () => release());
    await waitFor(() => expect(screen.getByText('Loaded content')).toBeInTheDocument());
  });

  test('[S1-ERRORS-11] [S1-ERRORS-12] CMS content overrides the wording', () => {
    function Wrapper() {
      const [content] = useState({ headingText: 'Search is resting', buttonText: 'Reload search' });
      return (
        <ErrorBoundary name="slot" fallbackContent={content} report={() => undefined}>
          <Flaky fail={{ current: true }} />
        </ErrorBoundary>
      );
    }
    render(<Wrapper />);
    expect(screen.getByRole('heading', { name: 'Search is resting' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload search' })).toBeInTheDocument();
    expect(screen.getByText(FALLBACK_TEXT.bodyText)).toBeInTheDocument();
  });
});

describe('the app-wide reporter (decision 031)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  test('a boundary without its own report prop calls the reporter the app installed', () => {
    const installed = jest.fn();
    const restore = setErrorReporter(installed);
    try {
      render(
        <ErrorBoundary name="shell/page">
          <Flaky fail={{ current: true }} />
        </ErrorBoundary>,
      );
    } finally {
      restore();
    }
    expect(installed).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'remote exploded' }),
      expect.objectContaining({
        severity: ERROR_SEVERITY,
        boundary: 'shell/page',
        componentStack: expect.any(String),
      }),
    );
  });

  test('a reporter that throws still lets the boundary show its card', () => {
    const restore = setErrorReporter(() => {
      throw new Error('reporter down');
    });
    try {
      render(
        <ErrorBoundary name="slot">
          <Flaky fail={{ current: true }} />
        </ErrorBoundary>,
      );
    } finally {
      restore();
    }
    expect(screen.getByRole('heading', { name: 'Element failed to load' })).toBeInTheDocument();
  });
});
