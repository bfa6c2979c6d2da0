// The body of the purchase / registration panel (spec 3 §4.3): the live panel's Registrations tab and
// variant selector, the variant choice, the price (hidden once purchased or registered) and the primary
// action button with its states, from the person's real library and registrations.
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiError } from '@cle/contracts/api-client';
import { ActionButton } from '@cle/ui/action-button';
import { TabList } from '@cle/ui/tabs';
import { colors, focusRing } from '@cle/ui/theme';
import type { Variation } from '../../../api/product-payload';
import { useUpcomingRegistrations } from '../../../api/registration-api';
import { useVariantState } from '../../../api/use-product-variants';
import { formatPrice } from '../../../lib/format';
import { usePanelSlots } from '../../../lib/panel-slots';
import { NO_SELECTION_MESSAGE } from '../../../lib/product-messages';
import {
  ACTION_LABEL,
  accessMessage,
  bookFormatLabel,
  bookOptions,
  panelAction,
  panelButtonLabels,
  panelActionParam,
  panelHeading,
  showsPrice,
  variantLine,
  waitlistMailto,
} from '../purchase-rules';
import type { PanelKind } from '../purchase-rules';
import { PanelDataError } from './panel-error-boundary';
import { usePanelAction } from '../api/use-panel-action';
import { usePurchaseState } from '../api/use-purchase-state';
import { useVariantSelection } from '../hooks/use-variant-selection';
import { variantAddress } from '../variants';

export interface PanelProps {
  kind: PanelKind;
  title: string;
  variants: Variation[];
  currentCode: string;
  now: number;
  supportEmail?: string;
  cartUrl?: string;
  /** write the selected variant's path to the address bar (pages in the shell, not embeds) */
  updateAddress?: boolean;
  /** the panel's action when mounted on its own (spec 3 §2.2 parameter `action`); else the URL's */
  action?: string;
}

type LiveTab = 'registrations' | 'selector';

/** An expired sign-in is the shell's to handle (it signs the person in again), not the panel's. */
const isSignInError = (err: unknown) => err instanceof ApiError && err.status === 401;

/** A book's sts renewal shares its code with the sts: options are told apart by this key. */
const optionKey = (v: Variation) => (v.bookFormat === 'sts-renewal' ? `${v.code}:renewal` : v.code);

export function PanelBody({
  kind,
  title,
  variants: listed,
  currentCode,
  now,
  supportEmail,
  cartUrl,
  updateAddress,
  action: actionParam,
}: PanelProps) {
  const location = useLocation();
  const groupName = useId();
  const tabsId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const slots = usePanelSlots();
  const [noSelection, setNoSelection] = useState(false);
  // the variant the person changed to: its price and their state come from GET /product/{code}/variants
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const chosen = useVariantState(changedTo);
  // ?action=ChangeOrCancelRegistration opens the Registrations tab; StartWatching the way to attend
  // with its (Launch) button focused (spec 3 §2.2)
  const requested = panelActionParam(
    actionParam ? `?action=${encodeURIComponent(actionParam)}` : location.search,
  );
  const [tab, setTab] = useState<LiveTab | null>(requested === 'StartWatching' ? 'selector' : null);
  const primaryRef = useRef<HTMLButtonElement>(null);

  // the person's registrations for this program's variants (live), by pk
  const { registrations, error: registrationsError } = useUpcomingRegistrations();
  // a live panel without the person's registrations cannot say what they may do: the boundary retries
  if (kind === 'live' && registrationsError && !isSignInError(registrationsError))
    throw new PanelDataError('your registrations', registrationsError);
  const listedPks = new Set(listed.map((v) => v.pk));
  const mine = kind === 'live' ? (registrations ?? []).filter((r) => listedPks.has(r.pk)) : [];
  const registeredPks = new Set(mine.map((r) => r.pk));
  const registeredVariant = listed.find((v) => registeredPks.has(v.pk)) ?? null;
  const registeredCode = registeredVariant?.code ?? null;

  // the page's variant (or the single one) says what the person owns of it
  const page = listed.find((v) => v.code === currentCode) ?? listed[0] ?? null;
  const ownership = usePurchaseState(page);
  const ownedPage = ownership.purchased || ownership.parentPurchased || ownership.registered;

  const variants =
    kind === 'book' ? bookOptions(listed, new Set(page && ownership.purchased ? [page.pk] : [])) : listed;
  const ownedCode = registeredCode ?? (page && ownedPage ? page.code : null);
  const { selection, choose, hardening } = useVariantSelection(variants, currentCode, ownedCode);
  const choice = variants.find((v) => optionKey(v) === selection.code) ?? null;
  const fresh = choice && choice.code === changedTo ? (chosen.data ?? null) : null;
  const checking = Boolean(choice && choice.code === changedTo && chosen.data === undefined && !chosen.error);
  const selected: Variation | null =
    choice && fresh ? { ...choice, price: fresh.price, waitlist: fresh.waitlist } : choice;

  const isOwned = (v: Variation) =>
    registeredPks.has(v.pk) ||
    (v.pk === page?.pk &&
      v.bookFormat !== 'sts-renewal' &&
      (ownership.purchased || ownership.parentPurchased));
  const selectedRegistered = selected
    ? registeredPks.has(selected.pk) || (kind === 'live' && Boolean(fresh?.owned))
    : false;
  const selectedPurchased = selected ? isOwned(selected) && !selectedRegistered : false;
  const action = panelAction(kind, selected, selectedPurchased, selectedRegistered);
  // the options' prices wait for ownership only; the chosen one's also for its variants answer
  const listLoading = ownership.loading || hardening;
  const loading = listLoading || checking;

  const showRegistrations = kind === 'live' && mine.length > 0 && Boolean(slots.Registrations);
  const activeTab: LiveTab = showRegistrations ? (tab ?? 'registrations') : 'selector';

  const { state, run, isAuthenticated } = usePanelAction(cartUrl, {
    onRegistered: () => {
      // spec 3 §4.3: the view switches to the registrations and the panel scrolls to its top
      setTab('registrations');
      rootRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    },
    upcomingRegistrationCount: kind === 'live' ? (registrations?.length ?? 0) : undefined,
  });

  const ready = Boolean(selected) && !loading;
  useEffect(() => {
    if (requested === 'StartWatching' && ready) primaryRef.current?.focus();
  }, [requested, ready]);

  const onChoose = (v: Variation) => {
    choose(optionKey(v));
    setChangedTo(v.code);
    setNoSelection(false);
    if (updateAddress && v.url !== location.pathname)
      window.history.replaceState(
        window.history.state,
        '',
        variantAddress(v.url, location.search, location.hash),
      );
  };

  const submit = () => {
    if (loading) return;
    if (!selected || !action) {
      setNoSelection(true);
      return;
    }
    void run(action, selected);
  };

  const waitlisted = variants.filter((v) => v.waitlist);
  const waitlistLink = (v: Variation) => {
    if (!supportEmail) {
      console.warn(`[product] no waitlist address for ${v.code}`);
      return null;
    }
    return (
      <a
        href={waitlistMailto(supportEmail, v.displayName, v.code)}
        css={{ fontWeight: 700, color: colors.red, '&:focus-visible': focusRing }}
      >
        {ACTION_LABEL.waitlist}
      </a>
    );
  };

  const Materials = slots.Materials;
  const selector = (
    <>
      {variants.length ? (
        <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          <legend css={{ fontSize: 14, marginBottom: 8, opacity: 0.85 }}>
            {variants.length === 1 ? 'Available option' : `${variants.length} options for ${title}`}
          </legend>
          {variants.map((v) => {
            const checked = optionKey(v) === selection.code;
            const owned = isOwned(v);
            return (
              <label
                key={optionKey(v)}
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
                  onChange={() => onChoose(v)}
                  css={{ marginTop: 4 }}
                />
                <span css={{ display: 'grid', gap: 2 }}>
                  <strong>{kind === 'book' ? bookFormatLabel(v.bookFormat) : v.format}</strong>
                  <span css={{ fontSize: 14 }}>{variantLine(v)}</span>
                  {registeredPks.has(v.pk) ? (
                    <span css={{ fontSize: 13, fontWeight: 700, color: colors.ink }}>Registered</span>
                  ) : null}
                </span>
                {/* a purchased or registered state hides the price; unknown ownership shows none yet */}
                {!listLoading &&
                showsPrice({
                  purchased: owned && !registeredPks.has(v.pk),
                  registered: registeredPks.has(v.pk),
                }) ? (
                  <span css={{ fontWeight: 700 }}>{formatPrice(v.price)}</span>
                ) : null}
              </label>
            );
          })}
        </fieldset>
      ) : (
        <p css={{ margin: 0 }}>There are no upcoming dates for this program.</p>
      )}
      {noSelection ? (
        <>
          <p role="alert" css={{ margin: 0, color: colors.red, fontWeight: 600 }}>
            {NO_SELECTION_MESSAGE}
          </p>
          {/* spec 3 §8: on an empty selection the waitlist mail shows too */}
          {waitlisted.map((v) => (
            <span key={v.code}>{waitlistLink(v)}</span>
          ))}
        </>
      ) : null}
      {selected &&
      !loading &&
      showsPrice({ purchased: selectedPurchased, registered: selectedRegistered }) ? (
        <p css={{ margin: 0, fontSize: 28, fontWeight: 700 }} aria-live="polite">
          {formatPrice(selected.price)}
        </p>
      ) : null}
      {action === 'waitlist' && selected ? (
        waitlistLink(selected)
      ) : (
        <ActionButton
          ref={primaryRef}
          type="button"
          onClick={submit}
          state={state}
          labels={panelButtonLabels(kind, action, !(selected && loading))}
          disabled={action === 'registered' || (Boolean(selected) && loading)}
          css={{ width: '100%' }}
        />
      )}
      {selected && action === 'read-on-plus' ? (
        <p css={{ margin: 0, fontSize: 14 }}>{accessMessage(selected.displayName)}</p>
      ) : null}
      {/* spec 3 §4.3, §6: owners and registrants get the Materials button (online live: Launch plus Materials) */}
      {selected && !loading && isOwned(selected) && Materials ? <Materials variation={selected} /> : null}
      <p aria-live="polite" css={{ margin: 0, fontSize: 14, opacity: 0.85 }}>
        {!isAuthenticated && action && action !== 'waitlist' && action !== 'registered'
          ? 'You will be asked to sign in first.'
          : ''}
      </p>
    </>
  );

  const Registrations = slots.Registrations;
  return (
    <div ref={rootRef} css={{ display: 'grid', gap: 16, scrollMarginTop: 80 }}>
      <h2 css={{ fontSize: 20, margin: 0 }}>{panelHeading(kind)}</h2>
      {showRegistrations && Registrations ? (
        <>
          <TabList
            aria-label="Registration"
            tabs={[
              {
                key: 'registrations' as const,
                label: 'Registrations',
                id: `${tabsId}-reg`,
                panelId: `${tabsId}-reg-panel`,
              },
              {
                key: 'selector' as const,
                label: 'Ways to attend',
                id: `${tabsId}-sel`,
                panelId: `${tabsId}-sel-panel`,
              },
            ]}
            selected={activeTab}
            onSelect={(key) => setTab(key)}
          />
          <div
            role="tabpanel"
            id={`${tabsId}-${activeTab === 'registrations' ? 'reg' : 'sel'}-panel`}
            aria-labelledby={`${tabsId}-${activeTab === 'registrations' ? 'reg' : 'sel'}`}
            css={{ display: 'grid', gap: 16 }}
          >
            {activeTab === 'registrations' ? (
              <>
                <Registrations registrations={mine} variants={listed} now={now} />
                {/* registered: the Materials button beside Launch (spec 3 §4.3) */}
                {registeredVariant && Materials ? <Materials variation={registeredVariant} /> : null}
              </>
            ) : (
              selector
            )}
          </div>
        </>
      ) : (
        selector
      )}
    </div>
  );
}
