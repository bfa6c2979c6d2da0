import type { NavigationLink } from '@cle/contracts/page';
import type { LegacyRedirectSettings } from '@cle/contracts/legacy-site-schemas';
import { rejectNewSite } from './legacy-redirect';

/**
 * Spec 1 §2: the footer's optional 'Switch to the legacy site' link. It is external, and following it
 * opts the visitor out of the new site (the reject cookie, until year 9999).
 */
export function LegacySiteLink({
  link,
  settings,
}: {
  link: NavigationLink;
  settings: LegacyRedirectSettings | undefined;
}) {
  return (
    <a
      href={link.href}
      title={link.title}
      target={link.target}
      rel="external"
      css={{ color: 'inherit' }}
      onClick={() => rejectNewSite(settings ?? { rule: 0, whitelist: [] })}
    >
      {link.text}
    </a>
  );
}
