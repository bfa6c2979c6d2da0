// A link the CMS gives a block: a router link on the site, a plain link elsewhere or in a new tab.
import { Link } from 'react-router-dom';
import type { NavigationLink } from '@cle/contracts/page';

const isExternal = (href: string) => /^(https?:|mailto:|tel:)/i.test(href);

export function CmsLink({ link, className }: { link: NavigationLink; className?: string }) {
  if (isExternal(link.href) || link.target === '_blank')
    return (
      <a
        className={className}
        href={link.href}
        title={link.title}
        target={link.target === '_blank' ? '_blank' : undefined}
        rel={link.target === '_blank' ? 'noopener noreferrer' : undefined}
      >
        {link.text}
      </a>
    );
  return (
    <Link className={className} to={link.href} title={link.title}>
      {link.text}
    </Link>
  );
}
