import { fireEvent, screen } from '@testing-library/react';
import type { GlobalBanner } from '@cle/contracts/schemas';
import { api, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { expectNoAxeViolations } from '@cle/testing/axe';
import { GlobalBanners } from './global-banner';

const BANNER: GlobalBanner = {
  contentLink: { id: 'b1' },
  collapsedText: 'Offices closed on Friday',
  content: [{ heading: 'Holiday hours', body: 'Customer service reopens on Monday.' }],
  dismissability: 'Not Dismissable',
  theme: 'general',
};

describe('global banner', () => {
  test('Read more opens a modal dialog named by its heading; Escape closes it and focus returns', async () => {
    server.use(api.get<GlobalBanner[]>('/banners', () => [BANNER]));
    const { container } = renderWithProviders(<GlobalBanners />);
    const readMore = await screen.findByRole('button', { name: 'Read more' });
    readMore.focus();
    fireEvent.click(readMore);
    const dialog = await screen.findByRole('dialog', { name: 'Holiday hours' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    await expectNoAxeViolations(container);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(readMore).toHaveFocus();
  });
});
