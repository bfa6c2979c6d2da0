// Where to listen: up to 2 services shown as links, the rest behind an accessible menu button
// (WAI-ARIA menu button: Enter/Space/ArrowDown open, arrows move, Escape closes and returns focus).
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { colors, focusRing, visuallyHidden } from '@cle/ui/theme';
import type { SeriesServiceLink } from '@cle/contracts/podcast-schemas';
import { splitServiceLinks } from './podcast-rules';

const MORE_SERVICES_LABEL = 'More ways to listen';

const linkCss = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 14px',
  border: `1px solid ${colors.line}`,
  borderRadius: 999,
  color: colors.ink,
  background: colors.paper,
  textDecoration: 'none',
  fontWeight: 600,
  '&:hover': { borderColor: colors.red, color: colors.red },
  '&:focus-visible': focusRing,
} as const;

function ServiceBadge({ link }: { link: SeriesServiceLink }) {
  // Decorative: the service's initial in a badge; the link text names the service.
  return (
    <span
      aria-hidden="true"
      data-icon={link.icon}
      css={{
        display: 'inline-grid',
        placeItems: 'center',
        width: 22,
        height: 22,
        borderRadius: '50%',
        background: colors.charcoal,
        color: colors.paper,
        fontSize: 12,
      }}
    >
      {link.serviceName.charAt(0)}
    </span>
  );
}

/** A service link's content, in the row and in the More menu: badge, name, and the new-tab note. */
function ServiceLinkContent({ link }: { link: SeriesServiceLink }) {
  return (
    <>
      <ServiceBadge link={link} />
      {link.serviceName}
      <span css={visuallyHidden}> (opens in a new tab)</span>
    </>
  );
}

function MoreServicesMenu({ links }: { links: SeriesServiceLink[] }) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const wrapRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      openAt(0);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(links.length - 1);
    }
  };

  const onMenuKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const last = links.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex >= last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex <= 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (e.key in moves) {
      e.preventDefault();
      setFocusIndex(moves[e.key]!);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div ref={wrapRef} css={{ position: 'relative', display: 'inline-block' }}>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
        css={{ ...linkCss, font: 'inherit', fontWeight: 600, cursor: 'pointer' }}
      >
        {MORE_SERVICES_LABEL}
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <ul
        id={menuId}
        role="menu"
        aria-label={MORE_SERVICES_LABEL}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        css={{
          position: 'absolute',
          zIndex: 20,
          top: 'calc(100% + 4px)',
          left: 0,
          minWidth: 220,
          margin: 0,
          padding: 6,
          listStyle: 'none',
          background: colors.paper,
          border: `1px solid ${colors.line}`,
          borderRadius: 8,
          boxShadow: '0 6px 20px rgba(0,0,0,.15)',
        }}
      >
        {links.map((link, i) => (
          <li key={link.serviceLink} role="none">
            <a
              ref={(el) => {
                itemRefs.current[i] = el;
              }}
              role="menuitem"
              tabIndex={-1}
              href={link.serviceLink}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => close(false)}
              css={{
                display: 'flex',
                alignItems: 'center',
                gap: 8,
                padding: '8px 10px',
                borderRadius: 4,
                color: colors.ink,
                textDecoration: 'none',
                '&:hover, &:focus': { background: colors.mist },
                '&:focus-visible': focusRing,
              }}
            >
              <ServiceLinkContent link={link} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ServiceLinks({ links }: { links: readonly SeriesServiceLink[] }) {
  if (!links.length) return null;
  const { direct, menu } = splitServiceLinks(links);
  return (
    <nav aria-label="Listen on" css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      <ul css={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}>
        {direct.map((link) => (
          <li key={link.serviceLink}>
            <a href={link.serviceLink} target="_blank" rel="noopener noreferrer" css={linkCss}>
              <ServiceLinkContent link={link} />
            </a>
          </li>
        ))}
      </ul>
      {menu.length ? <MoreServicesMenu links={menu} /> : null}
    </nav>
  );
}
