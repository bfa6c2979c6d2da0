// The purchase / registration panel's state and data (spec 3 §4.3): the person's registrations and what
// they own, the options and the chosen one, the action it offers, the live panel's tabs, and what the
// primary button and a choice do (spec 3 §2.2: ?action= opens a tab or focuses Launch).
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Variation } from '../../../lib/product-payload';
import { usePanelSlots } from '../../../lib/panel-slots';
import { panelAction, panelActionParam } from '../purchase-rules';
import type { PanelKind } from '../purchase-rules';
import { variantAddress } from '../variants';
import { usePanelAction } from './use-panel-action';
import { usePanelChoice } from './use-panel-choice';
import { usePanelRegistrations } from './use-panel-registrations';

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

export type LiveTab = 'registrations' | 'selector';

export function usePanel(props: PanelProps) {
  const { kind, variants: listed, currentCode, cartUrl, updateAddress, action: param } = props;
  const location = useLocation();
  const rootRef = useRef<HTMLDivElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const slots = usePanelSlots();
  const [noSelection, setNoSelection] = useState(false);
  // ?action=ChangeOrCancelRegistration opens the Registrations tab; StartWatching the way to attend
  // with its (Launch) button focused (spec 3 §2.2)
  const requested = panelActionParam(param ? `?action=${encodeURIComponent(param)}` : location.search);
  const [tab, setTab] = useState<LiveTab | null>(requested === 'StartWatching' ? 'selector' : null);

  const registrations = usePanelRegistrations(kind, listed);
  const { registeredPks, registeredVariant } = registrations;
  const choice = usePanelChoice({
    kind,
    listed,
    currentCode,
    registeredPks,
    registeredCode: registeredVariant?.code ?? null,
  });
  const { selected, loading } = choice;
  const action = panelAction(kind, selected, choice.selectedPurchased, choice.selectedRegistered);
  const showRegistrations = kind === 'live' && registrations.mine.length > 0 && Boolean(slots.Registrations);

  const { state, run, isAuthenticated } = usePanelAction(cartUrl, {
    onRegistered: () => {
      // spec 3 §4.3: the view switches to the registrations and the panel scrolls to its top
      setTab('registrations');
      rootRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    },
    upcomingRegistrationCount: kind === 'live' ? registrations.upcomingCount : undefined,
  });

  const ready = Boolean(selected) && !loading;
  useEffect(() => {
    if (requested === 'StartWatching' && ready) primaryRef.current?.focus();
  }, [requested, ready]);

  return {
    /** what the page gave the panel (kind, title, now, supportEmail…) */
    props,
    ...registrations,
    ...choice,
    /** the variants the page lists (a book's options are `variants`) */
    listed,
    action,
    noSelection,
    buttonState: state,
    isAuthenticated,
    slots,
    rootRef,
    primaryRef,
    showRegistrations,
    activeTab: (showRegistrations ? (tab ?? 'registrations') : 'selector') as LiveTab,
    setTab,
    onChoose: (v: Variation) => {
      choice.choose(v);
      setNoSelection(false);
      if (updateAddress && v.url !== location.pathname)
        window.history.replaceState(
          window.history.state,
          '',
          variantAddress(v.url, location.search, location.hash),
        );
    },
    submit: () => {
      if (loading) return;
      if (!selected || !action) {
        setNoSelection(true);
        return;
      }
      void run(action, selected);
    },
  };
}

export type Panel = ReturnType<typeof usePanel>;
