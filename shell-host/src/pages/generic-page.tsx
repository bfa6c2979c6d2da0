import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { Link } from 'react-router-dom';
import type { PageProps } from '@cle/contracts/page';
import { colors } from '@cle/ui/theme';

/** A CMS page of rich text (and an optional link list). CMS HTML always goes through DOMPurify. */
export function GenericPage({ page }: PageProps) {
  const body = typeof page.properties.body === 'string' ? page.properties.body : '';
  const html = useMemo(() => DOMPurify.sanitize(body), [body]);
  const links = (page.properties.links as { href: string; text: string }[] | undefined) ?? [];
  return (
    <article css={{ maxWidth: 880, margin: '0 auto', padding: '32px 16px 64px', lineHeight: 1.6 }}>
      <h1 css={{ fontSize: 36 }}>{page.name}</h1>
      <div dangerouslySetInnerHTML={{ __html: html }} />
      {links.length ? (
        <ul
          css={{
            listStyle: 'none',
            padding: 0,
            display: 'grid',
            gap: 8,
            gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
          }}
        >
          {links.map((l) => (
            <li key={l.href}>
              <Link to={l.href} css={{ color: colors.red, fontWeight: 600 }}>
                {l.text}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
