// The sticky jump-link bar (spec 3 §2.1, §9): smooth scroll with a 95 px offset, the hash set on click,
// an initial hash scrolled to 100 ms after load, the active section marked.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { bareList, colors, focusRing, mq } from '@cle/ui/theme';
import { activeSectionId, HASH_SCROLL_DELAY_MS, scrollTargetY } from '../page-rules';
import type { JumpLink } from '../page-rules';

function scrollToSection(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({
    top: scrollTargetY(el.getBoundingClientRect().top + window.scrollY),
    behavior: reduce ? 'auto' : 'smooth',
  });
  return true;
}

/**
 * `inShell`: the hash is written straight to the address bar, keeping the path the purchase panel may
 * have set for the selected variant. In an embed the embed's own router keeps the hash.
 */
export function JumpLinkBar({
  links,
  dark,
  inShell,
}: {
  links: JumpLink[];
  dark?: boolean;
  inShell?: boolean;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const [active, setActive] = useState<string | null>(links[0]?.id ?? null);

  // An initial hash scrolls after load.
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (!id || !links.some((l) => l.id === id)) return;
    const t = setTimeout(() => scrollToSection(id), HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(t);
    // only on first render of the bar: later hash changes come from our own clicks
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const sections = links
        .map((l) => document.getElementById(l.id))
        .filter((el): el is HTMLElement => Boolean(el))
        .map((el) => ({ id: el.id, top: el.getBoundingClientRect().top }));
      setActive(activeSectionId(sections));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // the first reading in the next frame too: read here, right after React's commit, it laid out the
    // whole new page inside the render task (13 ms at 1x on a phone), before the browser's own layout
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [links]);

  return (
    <nav
      aria-label="On this page"
      css={{
        position: 'sticky',
        top: 0,
        zIndex: 20,
        background: dark ? colors.charcoal : colors.paper,
        borderBottom: `1px solid ${dark ? '#4a4a50' : colors.line}`,
        margin: '0 -16px',
        padding: '0 16px',
        overflowX: 'auto',
        [mq.lg]: { margin: '0 -32px', padding: '0 32px' },
      }}
    >
      <ul css={{ ...bareList, display: 'flex', gap: 4, whiteSpace: 'nowrap' }}>
        {links.map((l) => {
          const isActive = l.id === active;
          return (
            <li key={l.id}>
              <a
                href={`#${l.id}`}
                aria-current={isActive ? 'location' : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  if (scrollToSection(l.id)) {
                    if (inShell) {
                      const { pathname, search } = window.location;
                      window.history.replaceState(window.history.state, '', `${pathname}${search}#${l.id}`);
                    } else {
                      navigate(
                        { search: location.search, hash: l.id },
                        { replace: true, preventScrollReset: true },
                      );
                    }
                    setActive(l.id);
                  }
                }}
                css={{
                  display: 'inline-block',
                  padding: '14px 12px',
                  color: 'inherit',
                  textDecoration: 'none',
                  fontWeight: isActive ? 700 : 500,
                  borderBottom: `3px solid ${isActive ? colors.red : 'transparent'}`,
                  '&:hover': { color: dark ? colors.paper : colors.red },
                  '&:focus-visible': focusRing,
                }}
              >
                {l.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
