import { Link } from 'react-router-dom';
import type { NavigationLink } from '@cle/contracts/page';
import { colors, focusRing } from '@cle/ui/theme';

const navLinkCss = {
  // the bar's or panel's text colour: dark on the light header theme, light on the dark one
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: 600,
  padding: '8px 4px',
  '&:hover': { color: colors.red },
  '&:focus-visible': focusRing,
};

/** A navigation link rendered from its href, text, title and target (spec 1 §3). */
export function NavItem({ link }: { link: NavigationLink }) {
  const external = /^https?:/.test(link.href) || link.target === '_blank';
  if (external)
    return (
      <a
        href={link.href}
        title={link.title}
        target={link.target}
        rel={link.target === '_blank' ? 'noopener noreferrer' : undefined}
        css={{ color: 'inherit' }}
      >
        {link.text}
      </a>
    );
  return (
    <Link to={link.href} title={link.title} target={link.target} css={navLinkCss}>
      {link.text}
    </Link>
  );
}

/** One list item per link, for a `<ul>` that may hold more items after them. */
export function NavListItems({ links }: { links: readonly NavigationLink[] }) {
  return (
    <>
      {links.map((l) => (
        <li key={l.href}>
          <NavItem link={l} />
        </li>
      ))}
    </>
  );
}
