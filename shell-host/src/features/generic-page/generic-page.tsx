import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { PageProps } from '@cle/contracts/page';
import { colors, linkGridCss } from '@cle/ui/theme';
import { Skeleton } from '@cle/ui/skeleton';
import { BlockArea } from '../../components/blocks/block-area';
import { RichText } from '../../components/blocks/rich-text';
import { readUrlAction } from './url-actions';
import type { UrlActionMessage } from './url-actions';
import { checkRedirectTarget } from '../../routing/redirect-rules';

/** Spec 1 §8: an action message from the URL shows once; the parameters leave the URL at once. */
function useUrlActionMessage(): UrlActionMessage | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [message, setMessage] = useState<UrlActionMessage | null>(null);
  useEffect(() => {
    const { message: found, rest } = readUrlAction(location.search);
    if (!found) return;
    setMessage(found);
    navigate(`${location.pathname}${rest}${location.hash}`, { replace: true });
  }, [location.pathname, location.search, location.hash, navigate]);
  return message;
}

function ActionMessage({ message }: { message: UrlActionMessage }) {
  const error = message.kind === 'error';
  return (
    <p
      role={error ? 'alert' : 'status'}
      css={{
        padding: '12px 16px',
        borderRadius: 4,
        background: error ? '#fdecee' : '#e8f5ec',
        color: error ? colors.redDark : colors.success,
        fontWeight: 600,
      }}
    >
      {message.text}
    </p>
  );
}

/**
 * A content page built from CMS blocks (plus the older body/links fields). An alternate page URL
 * replaces this page in history (spec 1 §2).
 */
export function GenericPage({ page, headless = false }: PageProps & { headless?: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const message = useUrlActionMessage();
  const p = page.properties;
  const alternate = typeof p.alternatePageUrl === 'string' ? checkRedirectTarget(p.alternatePageUrl) : null;
  const alternatePath = alternate?.kind === 'internal' ? alternate.path : null;
  const alternateHref = alternate?.kind === 'external' ? alternate.href : null;
  const { search, hash } = location;
  useEffect(() => {
    if (alternatePath) navigate(`${alternatePath}${search}${hash}`, { replace: true });
    else if (alternateHref) window.location.replace(alternateHref);
  }, [alternatePath, alternateHref, search, hash, navigate]);
  if (alternate) return <Skeleton rows={6} label="Redirecting" />;
  const links = Array.isArray(p.links) ? (p.links as { href: string; text: string }[]) : [];
  return (
    <article
      css={{
        maxWidth: headless ? 1200 : 880,
        margin: '0 auto',
        padding: '32px 16px 64px',
        lineHeight: 1.6,
      }}
    >
      {message ? <ActionMessage message={message} /> : null}
      <h1 css={{ fontSize: 36 }}>{page.name}</h1>
      {typeof p.body === 'string' ? <RichText html={p.body} /> : null}
      {links.length ? (
        <ul css={linkGridCss}>
          {links.map((l) => (
            <li key={l.href}>
              <Link to={l.href} css={{ color: colors.red, fontWeight: 600 }}>
                {l.text}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <BlockArea blocks={p.blocks} fallbackBlocks={p.fallbackBlock} />
    </article>
  );
}

/** A page made only of blocks, laid out wider (StandardHeadlessPage). */
export function StandardHeadlessPage(props: PageProps) {
  return <GenericPage {...props} headless />;
}
