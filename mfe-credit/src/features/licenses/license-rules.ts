// License form and add-license flow rules (spec 2 §4, §5): pure, no React. The validation messages come
// from @cle/contracts/tracker-schemas (the API answers with the same ones).
import { licenseErrors, licenseKey } from '@cle/contracts/tracker-schemas';
import type { CreditJurisdiction, LicenseBody, LicenseField } from '@cle/contracts/tracker-schemas';
import type { LocalLicense } from '@cle/contracts/local-licenses';

export interface LicenseDraft {
  sk?: number;
  creditClass_SK: number | null;
  creditRegion_SK: number | null;
  stateLicenseNumber: string;
  yearAdmitted: string;
  complianceGroup_SK: number | null;
}

export const EMPTY_DRAFT: LicenseDraft = {
  creditClass_SK: null,
  creditRegion_SK: null,
  stateLicenseNumber: '',
  yearAdmitted: '',
  complianceGroup_SK: null,
};

/** The license types (credit classes) the jurisdictions offer, in their sort order. */
export function licenseTypes(js: readonly CreditJurisdiction[]): { sk: number; name: string }[] {
  const seen = new Map<number, { sk: number; name: string; order: number }>();
  for (const j of js)
    if (!seen.has(j.creditClass_SK))
      seen.set(j.creditClass_SK, {
        sk: j.creditClass_SK,
        name: j.creditClass,
        order: j.creditClassSortOrder,
      });
  return [...seen.values()].sort((a, b) => a.order - b.order).map(({ sk, name }) => ({ sk, name }));
}

export const jurisdictionsFor = (js: readonly CreditJurisdiction[], classSk: number | null) =>
  js
    .filter((j) => j.creditClass_SK === classSk)
    .sort((a, b) => a.creditRegionSortOrder - b.creditRegionSortOrder);

/**
 * Changing the license type clears the fields that depend on it (jurisdiction, number, year, group);
 * changing the jurisdiction clears number and group. With exactly one jurisdiction for a type, it is
 * picked automatically (S2-LICENSE-27..29).
 */
export function changeField(
  draft: LicenseDraft,
  field: 'creditClass_SK' | 'creditRegion_SK',
  value: number | null,
  js: readonly CreditJurisdiction[],
): LicenseDraft {
  if (field === 'creditClass_SK') {
    if (value === draft.creditClass_SK) return draft;
    const choices = jurisdictionsFor(js, value);
    return {
      ...EMPTY_DRAFT,
      sk: draft.sk,
      creditClass_SK: value,
      creditRegion_SK: choices.length === 1 ? choices[0]!.creditRegion_SK : null,
    };
  }
  if (value === draft.creditRegion_SK) return draft;
  return { ...draft, creditRegion_SK: value, stateLicenseNumber: '', complianceGroup_SK: null };
}

const selectedJurisdiction = (draft: LicenseDraft, js: readonly CreditJurisdiction[]) =>
  js.find((j) => j.creditClass_SK === draft.creditClass_SK && j.creditRegion_SK === draft.creditRegion_SK) ??
  null;

/** The fields a visitor sees: logged-out visitors pick only a type and a region (S2-LICENSE-34). */
export function visibleFields(
  draft: LicenseDraft,
  js: readonly CreditJurisdiction[],
  authenticated: boolean,
) {
  const j = selectedJurisdiction(draft, js);
  return {
    licenseNumber: authenticated,
    yearAdmitted: authenticated,
    complianceGroup: authenticated && (j?.complianceGroups.length ?? 0) > 0,
    licenseNumberPlaceholder: j?.creditRegionLicenseNumberName ?? 'License number',
    licenseNumberRequired: j?.isLicenseNumberRequired ?? false,
  };
}

export const toBody = (d: LicenseDraft): LicenseBody => ({
  ...(d.sk ? { sk: d.sk } : {}),
  creditClass_SK: d.creditClass_SK ?? 0,
  creditRegion_SK: d.creditRegion_SK ?? 0,
  stateLicenseNumber: d.stateLicenseNumber.trim() || null,
  yearAdmitted: d.yearAdmitted.trim() || null,
  complianceGroup_SK: d.complianceGroup_SK,
});

/** The form's validity check (S2-LICENSE-36): the same rules as the API's. */
export function draftErrors(
  draft: LicenseDraft,
  js: readonly CreditJurisdiction[],
  authenticated: boolean,
  currentYear = new Date().getFullYear(),
): Partial<Record<LicenseField, string>> {
  return licenseErrors(toBody(draft), js, { authenticated, currentYear });
}

/** Year admitted input: digits only, at most 4 characters (S2-VALID-07, S2-VALID-08). */
export const yearInput = (typed: string) => typed.replace(/\D/g, '').slice(0, 4);

/**
 * The years the picker offers: 10 back to the current year. Spec 2 §5 says "to 4 years ahead", but
 * S2-VALID-10 refuses any year after the current one, and nobody was admitted in the future: the
 * picker offers only years the form accepts (decision 059).
 */
export function yearPickerRange(currentYear: number): number[] {
  return Array.from({ length: 11 }, (_, i) => currentYear - 10 + i);
}

// ---- logged-out licenses (spec 3: cookie LO_Licenses, 30 days; nothing reaches the server) ----

// the reader and writer are shared: the product pages read the same cookie (@cle/contracts/local-licenses)
export { localLicensesCookie, readLocalLicenses, type LocalLicense } from '@cle/contracts/local-licenses';
export const addLocal = (list: readonly LocalLicense[], l: LocalLicense) =>
  list.some((x) => licenseKey(x) === licenseKey(l)) ? [...list] : [...list, l];
export const removeLocal = (list: readonly LocalLicense[], l: LocalLicense) =>
  list.filter((x) => licenseKey(x) !== licenseKey(l));

// ---- the add-license flow (spec 2 §2, §4) ----

export type AddLicenseStep =
  'addLicense' | 'addSingleLicense' | 'selectMultipleLicenses' | 'addMultipleLicenses';
export const STEP_TITLES: Record<AddLicenseStep, string> = {
  addLicense: 'Licenses and Jurisdictions',
  addSingleLicense: 'Do you want to add this license to your profile?',
  selectMultipleLicenses: 'Do you want to add these licenses to your profile?',
  addMultipleLicenses: 'Add your licenses',
};

export interface FlowState {
  step: AddLicenseStep | 'closed';
  selected: number[];
  index: number;
}
export type FlowAction =
  | { type: 'choose'; regions: number[]; authenticated: boolean }
  | { type: 'confirmMultiple' }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'close' };

export const FLOW_START: FlowState = { step: 'addLicense', selected: [], index: 0 };

export function flow(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'choose':
      if (!action.regions.length || !action.authenticated) return { ...state, step: 'closed' };
      return action.regions.length === 1
        ? { step: 'addSingleLicense', selected: action.regions, index: 0 }
        : { step: 'selectMultipleLicenses', selected: action.regions, index: 0 };
    case 'confirmMultiple':
      return { ...state, step: 'addMultipleLicenses', index: 0 };
    case 'next':
      return state.step === 'addMultipleLicenses' && state.index < state.selected.length - 1
        ? { ...state, index: state.index + 1 }
        : state;
    case 'back':
      if (state.step === 'addMultipleLicenses')
        return state.index === 0
          ? { ...state, step: 'selectMultipleLicenses' }
          : { ...state, index: state.index - 1 };
      if (state.step === 'selectMultipleLicenses' || state.step === 'addSingleLicense')
        return { ...state, step: 'addLicense' };
      return state;
    case 'close':
      return { ...state, step: 'closed' };
  }
}

/** 'n of m' and the button of an addMultipleLicenses step: 'Continue', then 'Add to my profile'. */
export function multipleStepText(state: FlowState): { counter: string; button: string } {
  const last = state.index >= state.selected.length - 1;
  return {
    counter: `${state.index + 1} of ${state.selected.length}`,
    button: last ? 'Add to my profile' : 'Continue',
  };
}

/** Offered licenses the member dismissed are not offered again (kept for the session's browser). */
export const HANDLED_OFFERS_KEY = 'cle-handled-license-offers';
export const notHandled = (offered: readonly number[], handled: readonly number[]) =>
  offered.filter((r) => !handled.includes(r));

export const LICENSE_TOASTS = {
  added: 'License added',
  updated: 'License updated',
  saveFailed: 'Error saving license',
  deleted: 'License has been deleted',
  deleteFailed: 'Error deleting license',
  flowFailed: 'Something went wrong',
  loadFailed: 'Error loading licenses',
  preferenceFailed: 'Error saving certificate preference',
  preferenceSaved: 'Updated',
} as const;

/** The certificate preference saves only when an option is selected and it changed (S2-LICENSE-08/09). */
export const shouldSavePreference = (selected: number | null, saved: number | null) =>
  selected !== null && selected !== saved;

export { licenseKey };
