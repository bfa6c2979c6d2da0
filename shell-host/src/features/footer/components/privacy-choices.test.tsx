import { fireEvent, render, screen } from '@testing-library/react';
import { readConsent, saveConsent } from '../../../api/consent';
import { PrivacyChoices } from './privacy-choices';

const setCookie = (value: string) => {
  document.cookie = `privacyChoices=${encodeURIComponent(value)}; Path=/`;
};

describe('privacy choices', () => {
  afterEach(() => {
    document.cookie = 'privacyChoices=; Max-Age=0; Path=/';
  });

  test('[S1-CONST-14] [S1-CONST-15] advertising and analytics map to granted/denied for the heatmap and ad-tracking services', () => {
    saveConsent({ advertising: 'granted', analytics: 'denied' });
    const s = window.__cleConsent!;
    for (const service of [s.heatmap, s.adTracking]) {
      expect(service.ad_storage).toBe('granted');
      expect(service.analytics_storage).toBe('denied');
    }
  });

  test('[S1-CONST-14] the cookie value round-trips; unreadable values are no choice', () => {
    const c = { advertising: 'denied', analytics: 'granted' } as const;
    saveConsent(c);
    expect(readConsent()).toEqual(c);
    setCookie('advertising:maybe|x:y');
    expect(readConsent()).toBeNull();
    setCookie('analytics:granted');
    expect(readConsent()).toEqual({ advertising: 'denied', analytics: 'granted' });
    document.cookie = 'privacyChoices=; Max-Age=0; Path=/';
    expect(readConsent()).toBeNull();
  });

  test('[S1-CHROME-28] [S1-CHROME-29] the footer button opens the consent dialog; the choice is remembered', async () => {
    render(<PrivacyChoices />);
    fireEvent.click(screen.getByRole('button', { name: 'Your privacy choices' }));
    // the dialog is a lazy chunk: its first import may take a while on a busy machine
    const dialog = await screen.findByRole('dialog', { name: 'Your privacy choices' }, { timeout: 5000 });
    expect(dialog).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('radio', { name: 'Allow' })[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(readConsent()).toEqual({ advertising: 'denied', analytics: 'granted' });
    expect(window.__cleConsent?.heatmap.analytics_storage).toBe('granted');
    // opened again, it shows the remembered choice
    fireEvent.click(screen.getByRole('button', { name: 'Your privacy choices' }));
    expect(screen.getAllByRole('radio', { name: 'Allow' })[1]).toBeChecked();
    expect(screen.getAllByRole('radio', { name: 'Do not allow' })[0]).toBeChecked();
  });
});
