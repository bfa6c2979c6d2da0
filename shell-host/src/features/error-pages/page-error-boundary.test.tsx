import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { setErrorReporter } from '@cle/ui/error-reporting';
import { renderWithProviders } from '@cle/testing/render';
import { PageErrorBoundary } from './page-error-boundary';
import { serveChromeParts } from '../../lib/chrome-parts.fixture';
import { MAINTENANCE_HEADING } from './maintenance-page';
import { reloadPage } from '../../lib/leave-site';

// jsdom cannot reload a page: the test stands in for the browser
jest.mock('../../lib/leave-site');

function Broken(): never {
  throw new Error('render failed');
}

/** Fails on the program page only: the global error page it is sent to renders. */
function BrokenOnProgram() {
  if (useLocation().pathname === '/programs/broken') throw new Error('render failed');
  return <p>The global error page</p>;
}

const serveLabels = (labels: Record<string, string>) =>
  serveChromeParts({ labels: { cartUrl: '/cart', ...labels } });

let reports: string[] = [];
let restoreReporter = () => undefined as void;
beforeEach(() => {
  reports = [];
  restoreReporter = setErrorReporter((_e, info) => reports.push(info.boundary));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  restoreReporter();
  jest.restoreAllMocks();
});

describe('render errors on a page', () => {
  test('[S1-ERRORS-25] a render error sends the visitor to the configured global error page', async () => {
    serveLabels({ globalErrorPage: '/error' });
    renderWithProviders(
      <PageErrorBoundary>
        <Broken />
      </PageErrorBoundary>,
      { path: '/programs/broken', showLocation: true },
    );
    // the labels arrive, then the boundary sends the visitor on
    expect(await screen.findByText('/error', { selector: '[data-testid="location"]' })).toBeInTheDocument();
    expect(reports).toContain('shell/page');
  });

  test('[S1-ERRORS-25] on the global error page the boundary starts afresh: that page renders, not the backup page', async () => {
    serveLabels({ globalErrorPage: '/error' });
    renderWithProviders(
      <PageErrorBoundary>
        <BrokenOnProgram />
      </PageErrorBoundary>,
      { path: '/programs/broken' },
    );
    expect(await screen.findByText('The global error page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: MAINTENANCE_HEADING })).not.toBeInTheDocument();
  });

  test('[S1-ERRORS-26] [S1-ERRORS-20] [S1-ERRORS-21] with no global error page configured the backup page shows, with phone and e-mail', async () => {
    serveLabels({ customerServicePhone: '(800) 260-4754', customerServiceEmail: 'info@pli.edu' });
    renderWithProviders(
      <PageErrorBoundary>
        <Broken />
      </PageErrorBoundary>,
      { path: '/programs/broken' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: MAINTENANCE_HEADING })).toBeInTheDocument();
    expect(MAINTENANCE_HEADING).toBe(
      'We’re sorry, our website is undergoing maintenance and is currently unavailable.',
    );
    expect(await screen.findByRole('link', { name: '(800) 260-4754' })).toHaveAttribute(
      'href',
      'tel:8002604754',
    );
    expect(screen.getByRole('link', { name: 'info@pli.edu' })).toHaveAttribute('href', 'mailto:info@pli.edu');
    expect(screen.getByText(/Please reload the page/)).toBeInTheDocument();
  });

  test('[S1-ERRORS-22] the backup page’s Try Again reloads', async () => {
    serveLabels({ customerServicePhone: '(800) 260-4754', customerServiceEmail: 'info@pli.edu' });
    renderWithProviders(
      <PageErrorBoundary>
        <Broken />
      </PageErrorBoundary>,
      { path: '/programs/broken' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
