import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteParts } from '../layout/use-site-parts';
import { leaveForLegacy, readCookie, shouldRedirectToLegacy, SITE_VERSION_COOKIE } from './legacy-redirect';

/** Spec 1 §4: on every route, send the visitor to the legacy site when the configured rule says so. */
export function useLegacyRedirect(): void {
  const { pathname } = useLocation();
  const footer = useSiteParts().data?.footer;
  const settings = footer?.legacyRedirect;
  const legacyHref = footer?.legacySiteLink?.href;
  useEffect(() => {
    if (!settings || !legacyHref) return;
    const siteVersion = readCookie(document.cookie, SITE_VERSION_COOKIE);
    if (shouldRedirectToLegacy(settings.rule, siteVersion, pathname, settings.whitelist))
      leaveForLegacy(settings, legacyHref);
  }, [settings, legacyHref, pathname]);
}
