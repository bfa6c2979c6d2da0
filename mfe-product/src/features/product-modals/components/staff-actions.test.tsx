import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@cle/testing/render';
import { http, HttpResponse, server } from '@cle/testing/msw';
import { StaffActions } from './staff-actions';

/** The shell's runtime config names the LMS pages (staff-links in @cle/contracts). */
const LMS = {
  rosterRegistrationUrl: 'https://lms.example.org/roster/{key}',
  groupcastRequestUrl: 'https://lms.example.org/groupcast/{key}',
};
beforeEach(() => server.use(http.get('/config.json', () => HttpResponse.json({ lms: LMS }))));

const LIVE = ['ProductData', 'VariationContent', 'LiveProgramWebcastVariation'];
const admin = { ready: true, token: 't', sub: 'u-lms', isLmsAdmin: true };

describe('staff actions (spec 3 §6)', () => {
  test('[S3-MODALS-24] [S3-ROLES-23] [S3-ROLES-24] an LMS admin opens the staff modal: register from roster, and a groupcast for a listed item class, at the configured LMS addresses', async () => {
    renderWithProviders(<StaffActions contentType={LIVE} externalSystemKey="prg-380021" itemClassId={25} />, {
      auth: admin,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Staff actions' }));
    const modal = screen.getByRole('dialog', { name: 'Staff actions' });
    await waitFor(() =>
      expect(within(modal).getByRole('link', { name: 'Register from roster' })).toHaveAttribute(
        'href',
        'https://lms.example.org/roster/prg-380021',
      ),
    );
    const groupcast = within(modal).getByRole('link', { name: 'Request a groupcast' });
    expect(groupcast).toHaveAttribute('href', 'https://lms.example.org/groupcast/prg-380021');
    expect(groupcast).toHaveAttribute('target', '_blank');
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('[S3-ROLES-24] no groupcast request for another item class', () => {
    renderWithProviders(<StaffActions contentType={LIVE} externalSystemKey="prg-1" itemClassId={7} />, {
      auth: admin,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Staff actions' }));
    expect(screen.getByRole('link', { name: 'Register from roster' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request a groupcast' })).not.toBeInTheDocument();
  });

  test('[S3-ROLES-22] [S3-ROLES-21] non-staff users and PBR pages get no staff actions', () => {
    const { unmount } = renderWithProviders(<StaffActions contentType={LIVE} externalSystemKey="prg-1" />, {
      auth: { ready: true, token: 't', sub: 'u-retail', isLmsAdmin: false },
    });
    expect(screen.queryByRole('button', { name: 'Staff actions' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <StaffActions
        contentType={['ProductData', 'VariationContent', 'LiveProgramPBRWebcastVariation']}
        externalSystemKey="prg-1"
      />,
      { auth: admin },
    );
    expect(screen.queryByRole('button', { name: 'Staff actions' })).not.toBeInTheDocument();
  });
});
