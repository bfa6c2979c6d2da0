import type { MouseEvent } from 'react';
import type { NavigationLink } from '@cle/contracts/page';
import type { LegacyRedirectSettings } from '@cle/contracts/legacy-site-schemas';

/**
 * Spec 1 §2: the footer's optional 'Switch to the legacy site' link. It is external, and following it
 * opts the visitor out of the new site (the reject cookie, until year 9999). The cookie code loads with
 * the click (no page downloads it up front), so the browser leaves once the cookie is written.
 */
export function LegacySiteLink({
  link,
  settings,
}: {
  link: NavigationLink;
  settings: LegacyRedirectSettings | undefined;
}) {
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    const newTab = e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0 || link.target === '_blank';
    const leaveHere = !e.defaultPrevented && !newTab;
    if (leaveHere) e.preventDefault();
    void import('./legacy-redirect').then(({ rejectNewSite }) => {
      rejectNewSite(settings ?? { rule: 0, whitelist: [] });
      if (leaveHere) window.location.assign(link.href);
    });
  };
  return (
    <a
      href={link.href}
      title={link.title}
      target={link.target}
      rel="external"
      css={{ color: 'inherit' }}
      onClick={follow}
    >
      {link.text}
    </a>
  );
}
