import { cookieValue } from '@cle/contracts/cookies';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteParts } from '../api/use-site-parts';
import { SITE_VERSION_COOKIE } from './site-version-cookie';

/**
 * Spec 1 §4: on every route, send the visitor to the legacy site when the configured rule says so.
 * The rules load only when they can decide something: rule 2 (the seed's) redirects only a visitor
 * who chose a site, so without the siteVersion cookie no page downloads them.
 */
export function useLegacyRedirect(): void {
  const { pathname } = useLocation();
  const footer = useSiteParts().data?.footer;
  const settings = footer?.legacyRedirect;
  const legacyHref = footer?.legacySiteLink?.href;
  useEffect(() => {
    if (!settings || !legacyHref) return;
    const chosen = cookieValue(document.cookie, SITE_VERSION_COOKIE) !== undefined;
    if (settings.rule === 2 && !chosen) return;
    let cancelled = false;
    void import('./legacy-redirect').then(({ leaveForLegacy, readCookie, shouldRedirectToLegacy }) => {
      const siteVersion = readCookie(document.cookie, SITE_VERSION_COOKIE);
      if (!cancelled && shouldRedirectToLegacy(settings.rule, siteVersion, pathname, settings.whitelist))
        leaveForLegacy(settings, legacyHref);
    });
    return () => {
      cancelled = true;
    };
  }, [settings, legacyHref, pathname]);
}
