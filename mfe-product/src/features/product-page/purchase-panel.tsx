// The purchase / registration panel (spec 3 §2.2, §4.3): variant choice, price, primary action.
// On small screens a program page shows a sticky button that opens the panel full screen.
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@cle/ui/button';
import { colors, focusRing, mq } from '@cle/ui/theme';
import type { Variation } from '../../api/product-payload';
import { formatDateRange, formatDate, formatPrice } from '../../lib/format';
import { liveStatus } from './live-status';
import {
  ACTION_LABEL,
  primaryAction,
  publicationAction,
  showsPrice,
  waitlistMailto,
  type PrimaryAction,
} from './purchase-rules';
import { usePanelAction } from './use-panel-action';
import {
  initialSelection,
  orderPublicationFormats,
  select,
  sortByStartDate,
  variantAddress,
  withoutExpired,
  type Selection,
} from './variants';

export type PanelKind = 'live' | 'ondemand' | 'segment' | 'book';

/** Print formats as customers read them. */
const BOOK_FORMAT_LABEL: Record<string, string> = {
  'digital-program': 'Digital',
  'digital-plusMember': 'Digital (PLI PLUS)',
  hardcover: 'Hardcover',
  softcover: 'Softcover',
  binder: 'Binder',
  preorder: 'Pre-order',
  sts: 'Single-title subscription',
  'sts-renewal': 'Single-title subscription renewal',
};

export function bookFormatLabel(format: string | null): string {
  return (format && BOOK_FORMAT_LABEL[format]) || 'Print';
}

function variantLine(v: Variation): string {
  if (v.eventStartDate) {
    const tz = v.timeZoneIdentifier ?? 'UTC';
    return `${formatDateRange(v.eventStartDate, v.eventEndDate, tz)}${v.location ? ` · ${v.location}` : ''}`;
  }
  if (v.searchableType === 'book') return v.isStockItem ? 'Print edition, shipped' : 'Digital access';
  return v.publicationDate ? `Available ${formatDate(v.publicationDate)}` : v.format;
}

/** The variants the panel lists: live ones without ended dates, by start date; books digital first. */
export function panelVariants(kind: PanelKind, variants: Variation[], now: number): Variation[] {
  if (kind === 'book')
    return orderPublicationFormats(variants.map((v) => ({ format: v.bookFormat, v }))).map((x) => x.v);
  const live = variants.filter((v) => v.eventStartDate);
  const notEnded = withoutExpired(live, (v) => v.isExpired === true || liveStatus(v, now) === 'Live ended');
  return sortByStartDate(kind === 'live' ? notEnded : variants);
}

interface PanelProps {
  kind: PanelKind;
  title: string;
  variants: Variation[];
  currentCode: string;
  now: number;
  supportEmail?: string;
  cartUrl?: string;
  /** write the selected variant's path to the address bar (pages in the shell, not embeds) */
  updateAddress?: boolean;
}

/**
 * Purchased / registered state comes from library hydration for signed-in users (spec 3 §6), which
 * has no API yet: every visitor is treated as not owning the item, so the price shows.
 */
const OWNERSHIP = { purchased: false, registered: false } as const;

function PanelBody({ kind, title, variants, currentCode, supportEmail, cartUrl, updateAddress }: PanelProps) {
  const location = useLocation();
  const groupName = useId();
  const [selection, setSelection] = useState<Selection>(() =>
    variants.some((v) => v.code === currentCode)
      ? { code: currentCode, hard: true }
      : initialSelection(variants),
  );
  const [noSelection, setNoSelection] = useState(false);
  const { state, run, isAuthenticated } = usePanelAction(cartUrl);
  const selected = variants.find((v) => v.code === selection.code) ?? null;

  const choose = (v: Variation) => {
    setSelection((s) => select(s, v.code, true));
    setNoSelection(false);
    if (updateAddress && v.url !== location.pathname)
      window.history.replaceState(
        window.history.state,
        '',
        variantAddress(v.url, location.search, location.hash),
      );
  };

  const action: PrimaryAction | null = selected
    ? kind === 'book'
      ? publicationAction({ format: selected.bookFormat })
      : primaryAction({
          isLive: Boolean(selected.eventStartDate),
          type: selected.type,
          price: selected.price,
          retail: selected.retail,
          waitlist: selected.waitlist,
        })
    : null;

  const submit = () => {
    if (!selected || !action) {
      setNoSelection(true);
      return;
    }
    void run(action, selected);
  };

  const heading = kind === 'live' ? 'Choose how to attend' : kind === 'book' ? 'Choose a format' : 'Purchase';
  const busy = state === 'loading';
  const label =
    state === 'loading'
      ? 'Working…'
      : state === 'success'
        ? action === 'add-to-cart'
          ? 'Added to cart'
          : 'Done'
        : action
          ? ACTION_LABEL[action]
          : kind === 'live'
            ? 'Register'
            : 'Add to cart';

  return (
    <div css={{ display: 'grid', gap: 16 }}>
      <h2 css={{ fontSize: 20, margin: 0 }}>{heading}</h2>
      {variants.length ? (
        <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          <legend css={{ fontSize: 14, marginBottom: 8, opacity: 0.85 }}>
            {variants.length === 1 ? 'Available option' : `${variants.length} options for ${title}`}
          </legend>
          {variants.map((v) => {
            const checked = v.code === selection.code;
            return (
              <label
                key={v.code}
                css={{
                  display: 'grid',
                  gridTemplateColumns: 'auto 1fr auto',
                  gap: 10,
                  alignItems: 'start',
                  padding: 12,
                  borderRadius: 6,
                  cursor: 'pointer',
                  border: `2px solid ${checked ? colors.red : colors.line}`,
                  background: colors.paper,
                  color: colors.ink,
                  '&:focus-within': focusRing,
                }}
              >
                <input
                  type="radio"
                  name={groupName}
                  checked={checked}
                  onChange={() => choose(v)}
                  css={{ marginTop: 4 }}
                />
                <span css={{ display: 'grid', gap: 2 }}>
                  <strong>{kind === 'book' ? bookFormatLabel(v.bookFormat) : v.format}</strong>
                  <span css={{ fontSize: 14 }}>{variantLine(v)}</span>
                </span>
                {showsPrice(OWNERSHIP) ? <span css={{ fontWeight: 700 }}>{formatPrice(v.price)}</span> : null}
              </label>
            );
          })}
        </fieldset>
      ) : (
        <p css={{ margin: 0 }}>There are no upcoming dates for this program.</p>
      )}
      {noSelection ? (
        <p role="alert" css={{ margin: 0, color: colors.red, fontWeight: 600 }}>
          Please choose an option to continue.
        </p>
      ) : null}
      {selected && showsPrice(OWNERSHIP) ? (
        <p css={{ margin: 0, fontSize: 28, fontWeight: 700 }} aria-live="polite">
          {formatPrice(selected.price)}
        </p>
      ) : null}
      {action === 'waitlist' && selected && supportEmail ? (
        <a
          href={waitlistMailto(supportEmail, selected.displayName, selected.code)}
          css={{ fontWeight: 700, color: colors.red, '&:focus-visible': focusRing }}
        >
          {ACTION_LABEL.waitlist}
        </a>
      ) : (
        <Button
          type="button"
          onClick={submit}
          disabled={busy || action === 'registered'}
          aria-busy={busy}
          css={{ width: '100%' }}
        >
          {label}
        </Button>
      )}
      <p aria-live="polite" css={{ margin: 0, fontSize: 14, opacity: 0.85 }}>
        {!isAuthenticated && action && action !== 'waitlist' && action !== 'registered'
          ? 'You will be asked to sign in first.'
          : ''}
      </p>
    </div>
  );
}

const panelBox = {
  border: `1px solid ${colors.line}`,
  borderRadius: 8,
  padding: 20,
  background: colors.paper,
  color: colors.ink,
} as const;

/** The side panel of a book page: inline at every size (above the content on small screens). */
export function PurchasePanel(props: PanelProps) {
  return (
    <section aria-label="Purchase options" css={panelBox}>
      <PanelBody {...props} />
    </section>
  );
}

/** The program panel: inline from the md breakpoint; below it a sticky button opens it full screen. */
export function ProgramPurchasePanel(props: PanelProps) {
  const [open, setOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const first = props.variants.find((v) => v.code === props.currentCode) ?? props.variants[0];

  useEffect(() => {
    if (!open) return;
    const opener = openerRef.current;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open]);

  return (
    <>
      <section
        aria-label="Registration and purchase"
        css={{ ...panelBox, display: 'none', [mq.md]: { display: 'block' } }}
      >
        <PanelBody {...props} />
      </section>
      <div
        css={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: 200,
          background: colors.paper,
          color: colors.ink,
          borderTop: `1px solid ${colors.line}`,
          padding: '12px 16px',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 12,
          boxShadow: '0 -4px 12px rgba(0,0,0,.12)',
          [mq.md]: { display: 'none' },
        }}
      >
        <span css={{ fontWeight: 700 }}>{first ? formatPrice(first.price) : ''}</span>
        <Button ref={openerRef} type="button" onClick={() => setOpen(true)} aria-haspopup="dialog">
          {props.kind === 'live' ? 'Register' : 'Buy'}
        </Button>
      </div>
      {open ? (
        <div
          role="dialog"
          aria-modal="true"
          aria-label="Registration and purchase"
          css={{
            position: 'fixed',
            inset: 0,
            zIndex: 450,
            background: colors.paper,
            color: colors.ink,
            overflowY: 'auto',
            padding: 16,
            display: 'grid',
            alignContent: 'start',
            gap: 12,
            [mq.md]: { display: 'none' },
          }}
        >
          <button
            ref={closeRef}
            type="button"
            onClick={() => setOpen(false)}
            css={{
              justifySelf: 'end',
              font: 'inherit',
              fontWeight: 700,
              background: 'none',
              border: `1px solid ${colors.line}`,
              borderRadius: 4,
              padding: '6px 12px',
              cursor: 'pointer',
              '&:focus-visible': focusRing,
            }}
          >
            Close
          </button>
          <PanelBody {...props} />
        </div>
      ) : null}
    </>
  );
}
