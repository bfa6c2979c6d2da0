// The program detail panel's state as one object (spec 1 §4 S1-PRODUCT-01, spec 3 §4.3 S3-PANEL-44),
// changed only through programDetailReducer. Pure: the hooks dispatch, the rules here decide.
import type { ProductPayload } from '../../lib/product-payload';
import { select } from './variants';

type CatalogRelations = ProductPayload['catalogRelations'];

interface ComponentCounts {
  segments: number;
  faculty: number;
  testimonials: number;
}

export interface ProgramDetailState {
  /** the selected variant's key (a code; an sts renewal: `code:renewal`), null: nothing selected */
  selectedVariant: string | null;
  /** the catalogue relations the page was built from (program variants, segments, ...) */
  catalogRelations: CatalogRelations | null;
  /** a hard selection locks the selected variant (the person's own choice, or after the delay) */
  hardSelected: boolean;
  /** the person's library or registrations are loading, or a delayed hard selection is under way */
  loading: boolean;
  /** the Materials slot's call is under way: the panel's Materials button is busy (product-modals reports it) */
  materialsLoading: boolean;
  registered: boolean;
  registrationModalOpen: boolean;
  componentCounts: ComponentCounts;
  hasSegmentsSection: boolean;
  hasTestimonialsSection: boolean;
  /**
   * a book's sts renewal option is selected. Spec 3 §3 gives isStsRenewalPermitted and the sts-renewal
   * format to publication variants only: a program variant never carries one, so on a program it stays false.
   */
  isStsRenewalSelected: boolean;
  /** the site footer is on screen: the program page's sticky purchase button steps aside */
  isFooterInView: boolean;
}

export type ProgramDetailAction =
  | { type: 'select'; key: string; hard: boolean }
  | { type: 'delayed-hard-selection-started'; key: string }
  | { type: 'delayed-hard-selection-done'; key: string }
  | { type: 'ownership-loading'; loading: boolean }
  | { type: 'registered'; registered: boolean }
  | { type: 'registration-modal'; open: boolean }
  | { type: 'materials-loading'; loading: boolean }
  | { type: 'catalog-relations'; catalogRelations: CatalogRelations; counts: ComponentCounts }
  | { type: 'footer-in-view'; inView: boolean };

const RENEWAL_SUFFIX = ':renewal';

/** The 'catalog-relations' action for a payload: its relations and what the sections count. */
export function catalogRelationsOf(data: ProductPayload): ProgramDetailAction {
  const rel = data.catalogRelations;
  return {
    type: 'catalog-relations',
    catalogRelations: rel,
    counts: {
      segments: rel.segments.length,
      faculty: rel.faculty.length,
      testimonials: data.testimonials?.length ?? 0,
    },
  };
}

export function initialProgramDetailState(selection: {
  code: string | null;
  hard: boolean;
}): ProgramDetailState {
  return {
    selectedVariant: selection.code,
    catalogRelations: null,
    hardSelected: selection.hard,
    loading: false,
    materialsLoading: false,
    registered: false,
    registrationModalOpen: false,
    componentCounts: { segments: 0, faculty: 0, testimonials: 0 },
    hasSegmentsSection: false,
    hasTestimonialsSection: false,
    isStsRenewalSelected: Boolean(selection.code?.endsWith(RENEWAL_SUFFIX)),
    isFooterInView: false,
  };
}

function withSelection(state: ProgramDetailState, key: string, hard: boolean): ProgramDetailState {
  const next = select({ code: state.selectedVariant, hard: state.hardSelected }, key, hard);
  if (next.code === state.selectedVariant && next.hard === state.hardSelected) return state;
  return {
    ...state,
    selectedVariant: next.code,
    hardSelected: next.hard,
    isStsRenewalSelected: Boolean(next.code?.endsWith(RENEWAL_SUFFIX)),
  };
}

export function programDetailReducer(
  state: ProgramDetailState,
  action: ProgramDetailAction,
): ProgramDetailState {
  switch (action.type) {
    case 'select':
      // the person's own choice ends any delayed selection
      return { ...withSelection(state, action.key, action.hard), ...(action.hard ? { loading: false } : {}) };
    case 'delayed-hard-selection-started':
      if (state.hardSelected) return state;
      return { ...withSelection(state, action.key, false), loading: true };
    case 'delayed-hard-selection-done':
      return { ...(state.hardSelected ? state : withSelection(state, action.key, true)), loading: false };
    case 'ownership-loading':
      return state.loading === action.loading ? state : { ...state, loading: action.loading };
    case 'registered':
      return { ...state, registered: action.registered };
    case 'registration-modal':
      return { ...state, registrationModalOpen: action.open };
    case 'materials-loading':
      return { ...state, materialsLoading: action.loading };
    case 'catalog-relations':
      return {
        ...state,
        catalogRelations: action.catalogRelations,
        componentCounts: action.counts,
        hasSegmentsSection: action.counts.segments > 0,
        hasTestimonialsSection: action.counts.testimonials > 0,
      };
    case 'footer-in-view':
      return state.isFooterInView === action.inView ? state : { ...state, isFooterInView: action.inView };
  }
}
