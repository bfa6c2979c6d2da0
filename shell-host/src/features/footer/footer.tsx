import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { colors, mq } from '@cle/ui/theme';
import { NavListItems } from '../../components/nav-item';
import { copyrightLine } from './footer-rules';
import { useSiteParts } from '../../api/use-site-parts';
import { observeInView, siteState } from '../../lib/site-state';
import { PrivacyChoices } from './components/privacy-choices';
import { LegacySiteLink } from '../../legacy/legacy-site-link';
import { SiteTourSlot } from '../../walkthrough/site-tour-slot';

export function Footer() {
  const { data: parts } = useSiteParts();
  const footer = parts?.footer;
  // the site-wide footerVisible state (spec 1 §3), e.g. for panels that must not cover the footer
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    return observeInView(el, (footerVisible) => siteState.set({ footerVisible }));
  }, []);
  return (
    <footer
      ref={ref}
      css={{
        background: colors.charcoal,
        color: '#eee',
        padding: '40px 16px 24px',
        marginTop: 48,
        [mq.lg]: { padding: '48px 32px 24px' },
      }}
    >
      <div
        css={{
          maxWidth: 1440,
          margin: '0 auto',
          display: 'grid',
          gap: 32,
          [mq.md]: { gridTemplateColumns: '2fr 1fr 1fr' },
        }}
      >
        <div>
          <Link
            to="/"
            aria-label="PLI home"
            css={{ color: colors.paper, fontWeight: 800, fontSize: 26, textDecoration: 'none' }}
          >
            PLI
          </Link>
          <p css={{ maxWidth: 480, lineHeight: 1.5 }}>{footer?.description}</p>
        </div>
        {footer?.linkLists.map((list) => (
          <nav key={list.heading} aria-label={list.heading}>
            <h2 css={{ fontSize: 16, textTransform: 'uppercase', letterSpacing: 1 }}>{list.heading}</h2>
            <ul
              css={{
                listStyle: 'none',
                padding: 0,
                margin: 0,
                display: 'grid',
                gap: 8,
                a: { color: '#eee' },
              }}
            >
              <NavListItems links={list.links} />
            </ul>
          </nav>
        ))}
      </div>
      <div
        css={{
          maxWidth: 1440,
          margin: '32px auto 0',
          borderTop: '1px solid #555',
          paddingTop: 16,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 16,
          alignItems: 'center',
          justifyContent: 'space-between',
          a: { color: '#eee' },
        }}
      >
        <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 16 }}>
          <NavListItems links={footer?.bottomLinks ?? []} />
          <li>
            <PrivacyChoices />
          </li>
          <li>
            <SiteTourSlot />
          </li>
          {footer?.legacySiteLink ? (
            <li>
              <LegacySiteLink link={footer.legacySiteLink} settings={footer.legacyRedirect} />
            </li>
          ) : null}
        </ul>
        {/* the year of the server's clock and time zone may differ from the visitor's around New Year:
            a hydrating page keeps the server's line then, and no mismatch is reported */}
        <p css={{ margin: 0 }} suppressHydrationWarning>
          {copyrightLine()}
        </p>
      </div>
    </footer>
  );
}
