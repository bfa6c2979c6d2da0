import { render, screen } from '@testing-library/react';
import { EarnMoreRow } from './earn-more-panel';
import { programShareMail } from '../tracker-rules';
import type { EarnMoreItem } from '../tracker-rules';

const item = (over: Partial<EarnMoreItem> = {}): EarnMoreItem => ({
  title: 'Ethics for In-House Counsel 2026',
  url: '/product/380007',
  price: 1295,
  credits: 6,
  date: '2026-12-01',
  format: 'Live Webcast',
  searchableType: 'liveprogram',
  pk: '380007',
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

test('[S2-OTHER-03] a program is shared by its path /product/{id}', () => {
  expect(new URL(programShareMail('t', 'A B/1', 'https://x.example')).searchParams.get('body')).toBe(
    'https://x.example/product/A%20B%2F1',
  );
  render(
    <ul>
      <EarnMoreRow item={item()} />
    </ul>,
  );
  const share = screen.getByRole('link', { name: 'Share Ethics for In-House Counsel 2026' });
  const mail = new URL(share.getAttribute('href')!);
  expect(mail.protocol).toBe('mailto:');
  expect(mail.searchParams.get('subject')).toBe('Ethics for In-House Counsel 2026');
  expect(mail.searchParams.get('body')).toBe(`${window.location.origin}/product/380007`);
});
