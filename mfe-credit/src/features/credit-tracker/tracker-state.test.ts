import { trackerAnswer, trackerEntry } from './tracker-fixtures';
import { certificatesOf, initialTrackerState, trackerReducer } from './tracker-state';
import type { TrackerAction } from './tracker-state';

const cert = (id: number, dateCompleted: string) => ({
  id,
  programName: `Program ${id}`,
  certificateSource: 'PLI',
  dateCompleted,
  format: 'Live',
  isExternal: false,
  isCarryover: false,
  carryOver: 0,
  transitionLevel: null,
  creditStatus: null,
  creditTypes: [],
});
const run = (actions: TrackerAction[], region: number | null = null) =>
  actions.reduce(trackerReducer, initialTrackerState(region));

describe('the credit tracker state', () => {
  test('[S2-TRACKER-109] trackers by customer number, selectedRegion, providers, creditTypes, announcements by region description, globalBanners', () => {
    const ny = trackerEntry();
    const fl = trackerEntry({
      creditRegion_SK: 210,
      creditRegionLongDescription: 'Florida Attorney CLE Requirements',
      availableCreditTypes: [{ longDescription: 'Technology', wmsCreditTypePK: 9 }],
    });
    const undo = () => Promise.resolve();
    const state = run(
      [
        { type: 'trackersLoaded', response: trackerAnswer([ny, fl]) },
        { type: 'regionSelected', regionSk: 210 },
        { type: 'providersLoading' },
        { type: 'providersLoaded', items: ['PLI', 'Lawline'] },
        { type: 'announcementsLoaded', byRegion: { [fl.creditRegionLongDescription]: [] } },
        { type: 'bannerAdded', banner: { id: 1, text: 'Special status changed.', undo } },
        { type: 'bannerAdded', banner: { id: 2, text: 'Another change.', undo } },
        { type: 'bannerRemoved', id: 1 },
      ],
      132,
    );
    expect(Object.keys(state).sort()).toEqual(
      [
        'announcements',
        'announcementsError',
        'certificates',
        'creditTypes',
        'globalBanners',
        'providers',
        'selectedRegion',
        'trackers',
      ].sort(),
    );
    expect(state.trackers[800002]).toEqual([ny, fl]);
    expect(state.selectedRegion).toBe(210);
    expect(state.providers).toEqual({ items: ['PLI', 'Lawline'], loading: false, error: null });
    expect(state.creditTypes[210]).toEqual([{ longDescription: 'Technology', wmsCreditTypePK: 9 }]);
    expect(state.creditTypes[132]).toEqual(ny.availableCreditTypes);
    expect(Object.keys(state.announcements)).toEqual(['Florida Attorney CLE Requirements']);
    expect(state.globalBanners.map((b) => b.id)).toEqual([2]);
    // the initial region comes from the address
    expect(initialTrackerState(132).selectedRegion).toBe(132);
  });

  test('[S2-CERT-36] certificates are grouped by customerId, each with its regionKey', () => {
    const ny = trackerEntry({ certificates: [cert(1, '2026-01-05'), cert(2, '2026-03-01')] });
    const fl = trackerEntry({ creditRegion_SK: 210, certificates: [cert(3, '2025-11-11')] });
    const state = run([{ type: 'trackersLoaded', response: trackerAnswer([ny, fl]) }]);
    expect(Object.keys(state.certificates)).toEqual(['800002']);
    expect(state.certificates[800002]!.map((c) => [c.id, c.regionKey])).toEqual([
      [1, 132],
      [2, 132],
      [3, 210],
    ]);
    // one region's, newest first
    expect(certificatesOf(state, 800002, 132).map((c) => c.id)).toEqual([2, 1]);
    expect(certificatesOf(state, 800002, 210).map((c) => c.id)).toEqual([3]);
    expect(certificatesOf(state, 999, 132)).toEqual([]);
  });

  test('[S2-TRACKER-108] a failed announcements load is stored; a later load clears it and keeps the regions', () => {
    const loaded = run([{ type: 'announcementsLoaded', byRegion: { 'New York': [], Florida: [] } }]);
    const failed = trackerReducer(loaded, { type: 'announcementsFailed', error: 'Down' });
    expect(failed.announcementsError).toBe('Down');
    expect(Object.keys(failed.announcements)).toEqual(['New York', 'Florida']);
    const again = trackerReducer(failed, { type: 'announcementsLoaded', byRegion: { Texas: [] } });
    expect(again.announcementsError).toBeNull();
    expect(Object.keys(again.announcements)).toEqual(['New York', 'Florida', 'Texas']);
  });

  test('[S2-CREDITFORM-35] an error loading providers is stored in state and loading stops', () => {
    const loading = run([{ type: 'providersLoading' }]);
    expect(loading.providers).toEqual({ items: [], loading: true, error: null });
    const failed = trackerReducer(loading, { type: 'providersFailed', error: 'Service unavailable' });
    expect(failed.providers).toEqual({ items: [], loading: false, error: 'Service unavailable' });
    // a later try clears the error while it loads
    expect(trackerReducer(failed, { type: 'providersLoading' }).providers).toEqual({
      items: [],
      loading: true,
      error: null,
    });
  });
});
