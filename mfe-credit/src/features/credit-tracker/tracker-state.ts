// The credit tracker page's state (spec 2 §3 "Credit tracker state", S2-TRACKER-109): trackers keyed by
// customer number, the selected region, providers, credit types, announcements keyed by region
// description (and their load error, S2-TRACKER-108) and the global banners; certificates grouped by customerId with their regionKey
// (S2-CERT-36). A reducer with no React, so every transition is unit-tested.
import type { Announcement, TrackerEntry, TrackerResponse } from '@cle/contracts/tracker-schemas';
import type { GlobalBanner } from './components/tracker-banners';
import { compareText } from '@cle/ui/intl';

type TrackerCertificateInRegion = TrackerEntry['certificates'][number] & { regionKey: number };

export interface ProvidersState {
  items: string[];
  loading: boolean;
  /** S2-CREDITFORM-35: a failed load is kept here and loading stops */
  error: string | null;
}

export interface TrackerState {
  /** every license's tracker entry, by the member's customer number */
  trackers: Record<number, TrackerEntry[]>;
  selectedRegion: number | null;
  providers: ProvidersState;
  /** the credit types each region's rules track, by region SK */
  creditTypes: Record<number, TrackerEntry['availableCreditTypes']>;
  /** by the region's long description, as POST /credit-tracker/announcements/many keys them */
  announcements: Record<string, Announcement[]>;
  /** S2-TRACKER-108: a failed announcements load is kept here; the page shows nothing of it */
  announcementsError: string | null;
  globalBanners: GlobalBanner[];
  /** S2-CERT-36: the shown periods' certificates, by customerId, each with its regionKey */
  certificates: Record<number, TrackerCertificateInRegion[]>;
}

export type TrackerAction =
  | { type: 'trackersLoaded'; response: TrackerResponse }
  | { type: 'regionSelected'; regionSk: number | null }
  | { type: 'providersLoading' }
  | { type: 'providersLoaded'; items: string[] }
  | { type: 'providersFailed'; error: string }
  | { type: 'announcementsLoaded'; byRegion: Record<string, Announcement[]> }
  | { type: 'announcementsFailed'; error: string }
  | { type: 'bannerAdded'; banner: GlobalBanner }
  | { type: 'bannerRemoved'; id: number };

export const initialTrackerState = (selectedRegion: number | null): TrackerState => ({
  trackers: {},
  selectedRegion,
  providers: { items: [], loading: false, error: null },
  creditTypes: {},
  announcements: {},
  announcementsError: null,
  globalBanners: [],
  certificates: {},
});

export function trackerReducer(state: TrackerState, action: TrackerAction): TrackerState {
  switch (action.type) {
    case 'trackersLoaded': {
      const trackers = { ...state.trackers };
      const certificates = { ...state.certificates };
      const creditTypes = { ...state.creditTypes };
      for (const user of action.response.trackerUsers) {
        trackers[user.customerId] = user.trackers;
        certificates[user.customerId] = user.trackers.flatMap((e) =>
          e.certificates.map((c) => ({ ...c, regionKey: e.creditRegion_SK })),
        );
        for (const e of user.trackers) creditTypes[e.creditRegion_SK] = e.availableCreditTypes;
      }
      return { ...state, trackers, certificates, creditTypes };
    }
    case 'regionSelected':
      return { ...state, selectedRegion: action.regionSk };
    case 'providersLoading':
      return { ...state, providers: { ...state.providers, loading: true, error: null } };
    case 'providersLoaded':
      return { ...state, providers: { items: action.items, loading: false, error: null } };
    case 'providersFailed':
      return { ...state, providers: { ...state.providers, loading: false, error: action.error } };
    case 'announcementsLoaded':
      return {
        ...state,
        announcements: { ...state.announcements, ...action.byRegion },
        announcementsError: null,
      };
    case 'announcementsFailed':
      return { ...state, announcementsError: action.error };
    case 'bannerAdded':
      return { ...state, globalBanners: [...state.globalBanners, action.banner] };
    case 'bannerRemoved':
      return { ...state, globalBanners: state.globalBanners.filter((b) => b.id !== action.id) };
  }
}

/** One member's certificates of one region, newest first (the tracker's certificates section). */
export const certificatesOf = (state: TrackerState, customerId: number, regionKey: number) =>
  (state.certificates[customerId] ?? [])
    .filter((c) => c.regionKey === regionKey)
    .sort((a, b) => compareText(b.dateCompleted, a.dateCompleted));
