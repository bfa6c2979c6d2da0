import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { CSSObject } from '@emotion/react';
import { Link } from 'react-router-dom';
import { colors, focusRing } from '@cle/ui/theme';

/**
 * Where site paths point. Inside the shell (null) they are router links. An embed on another site is
 * given the site's origin, so its links open the real pages instead of moving its own memory router.
 */
export const SiteUrlContext = createContext<string | null>(null);

const textLinkStyle: CSSObject = {
  color: colors.red,
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  '&:hover': { color: colors.redDark },
  '&:focus-visible': focusRing,
};

export function SiteLink({
  href,
  children,
  look = textLinkStyle,
}: {
  href: string;
  children: ReactNode;
  /** the link's styles (default: a text link) */
  look?: CSSObject;
}) {
  const siteUrl = useContext(SiteUrlContext);
  return siteUrl ? (
    <a href={new URL(href, siteUrl).href} css={look}>
      {children}
    </a>
  ) : (
    <Link to={href} css={look}>
      {children}
    </Link>
  );
}
