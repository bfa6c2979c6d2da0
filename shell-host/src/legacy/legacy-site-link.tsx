import type { NavigationLink } from '@cle/contracts/page';
import { LEGACY_SWITCH_PATH } from './site-version-cookie';

/**
 * Spec 1 §2: the footer's optional 'Switch to the legacy site' link. It is external: it leaves for the
 * legacy site the CMS names. Following it opts the visitor out of the new site, so it goes through the
 * shell server's switch route, which writes the reject cookie and redirects there: the choice is kept
 * before the shell's scripts have run, or without them (decision 106).
 */
export function LegacySiteLink({ link }: { link: NavigationLink }) {
  return (
    <a
      href={LEGACY_SWITCH_PATH}
      title={link.title}
      target={link.target}
      rel="external"
      css={{ color: 'inherit' }}
    >
      {link.text}
    </a>
  );
}
