// 'Your privacy choices' (spec 1 §2, §9): two categories, advertising and analytics, each granted or
// denied, remembered in a first-party cookie for 365 days. Each choice maps to the consent signals of the
// heatmap service and the ad-tracking service; nothing is granted until the visitor says so.
import { cookieValue } from '@cle/contracts/cookies';
export type ConsentValue = 'granted' | 'denied';
export interface ConsentChoice {
  advertising: ConsentValue;
  analytics: ConsentValue;
}

const CONSENT_COOKIE = 'privacyChoices';
const CONSENT_COOKIE_DAYS = 365;
export const DEFAULT_CONSENT: ConsentChoice = { advertising: 'denied', analytics: 'denied' };

const isValue = (v: string | undefined): v is ConsentValue => v === 'granted' || v === 'denied';

/** `advertising:granted|analytics:denied`; anything unreadable falls back to denied. */
function parseConsent(raw: string | undefined | null): ConsentChoice | null {
  if (!raw) return null;
  const entries = new Map(raw.split('|').map((p) => p.split(':') as [string, string | undefined]));
  const advertising = entries.get('advertising');
  const analytics = entries.get('analytics');
  if (!isValue(advertising) && !isValue(analytics)) return null;
  return {
    advertising: isValue(advertising) ? advertising : 'denied',
    analytics: isValue(analytics) ? analytics : 'denied',
  };
}

function serialiseConsent(c: ConsentChoice): string {
  return `advertising:${c.advertising}|analytics:${c.analytics}`;
}

/** What each third-party service is told (Consent-Mode style storage flags). */
function consentSignals(c: ConsentChoice) {
  const signal = { ad_storage: c.advertising, ad_user_data: c.advertising, analytics_storage: c.analytics };
  return { heatmap: { ...signal }, adTracking: { ...signal } };
}

export function readConsent(): ConsentChoice | null {
  return parseConsent(cookieValue(document.cookie, CONSENT_COOKIE) ?? null);
}

declare global {
  interface Window {
    /** consent signals, for the tag loaders (and tests) to read */
    __cleConsent?: ReturnType<typeof consentSignals>;
  }
}

export function saveConsent(c: ConsentChoice): void {
  const maxAge = CONSENT_COOKIE_DAYS * 86_400;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(serialiseConsent(c))}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
  window.__cleConsent = consentSignals(c);
}
