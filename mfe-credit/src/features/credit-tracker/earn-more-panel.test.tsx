import { render, screen } from '@testing-library/react';
import { EarnMoreRow } from './earn-more-panel';
import type { EarnMoreItem } from './tracker-rules';

const item = (over: Partial<EarnMoreItem> = {}): EarnMoreItem => ({
  title: 'Ethics for In-House Counsel 2026',
  url: '/product/380007',
  price: 1295,
  credits: 6,
  date: '2026-12-01',
  format: 'Live Webcast',
  searchableType: 'liveprogram',
  ...over,
});

test('[S2-OTHER-10] an unknown searchable type logs an error and renders nothing; a known one renders its row', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const { container } = render(
      <ul>
        <EarnMoreRow item={item({ searchableType: 'hologram', url: '/product/999' })} />
      </ul>,
    );
    expect(container.querySelector('li')).toBeNull();
    expect(error).toHaveBeenCalledWith("Unknown searchable type 'hologram' (/product/999)");
    error.mockClear();
    render(
      <ul>
        <EarnMoreRow item={item()} />
      </ul>,
    );
    expect(screen.getByRole('link', { name: 'Ethics for In-House Counsel 2026' })).toHaveAttribute(
      'href',
      '/product/380007',
    );
    expect(screen.getByText('Live program · Live Webcast · 6 credits · $1295')).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  } finally {
    error.mockRestore();
  }
});
