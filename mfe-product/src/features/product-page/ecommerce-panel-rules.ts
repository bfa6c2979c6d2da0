// The ecommerce side panel on its own (spec 3 §2.2): which panel a searchable type gets, and the
// parameters an integrator mounts it with. Pure.
import type { PanelKind } from './purchase-rules';

/** liveprogram, ondemandprogram, ondemandsegment or book; any other type has no side panel. */
const PANEL_BY_TYPE: Record<string, PanelKind> = {
  liveprogram: 'live',
  ondemandprogram: 'ondemand',
  ondemandsegment: 'segment',
  book: 'book',
};

export function panelKindForSearchableType(searchableType: string): PanelKind | null {
  return PANEL_BY_TYPE[searchableType] ?? null;
}

/** The side panel's parameters (spec 3 §2.2). */
export interface EcommercePanelParams {
  /** the product code */
  pk: string;
  title: string;
  /** the product page's path */
  url: string;
  /** a URL action for the panel, e.g. StartWatching */
  action?: string;
  /** the credit tracker's code for the item, carried to the credit tracker link */
  creditTrackerCode?: string;
  /** the variant code to select first */
  initialVariantSelector?: string;
  searchableType: string;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The parameters from an integrator's props (or a URL's query); null when a required one is missing. */
export function panelParams(raw: Record<string, unknown>): EcommercePanelParams | null {
  const pk = text(raw.pk);
  const searchableType = text(raw.searchableType);
  if (!pk || !/^[A-Za-z0-9-]{1,40}$/.test(pk) || !searchableType) return null;
  return {
    pk,
    title: text(raw.title) ?? '',
    url: text(raw.url) ?? '',
    action: text(raw.action),
    creditTrackerCode: text(raw.creditTrackerCode),
    initialVariantSelector: text(raw.initialVariantSelector),
    searchableType,
  };
}
