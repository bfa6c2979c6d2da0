// Spec 1 §4: the site walkthrough and its tooltips. Steps show 'n of total' with Next, and Finish on the
// last; the library step can be removed (a visitor without a library), after which the search step
// moves up to step 2.

export interface WalkthroughStep {
  id: 'welcome' | 'library' | 'search';
  title: string;
  body: string;
}

const WALKTHROUGH_STEPS: readonly WalkthroughStep[] = [
  {
    id: 'welcome',
    title: 'Welcome to the new PLI site',
    body: 'Programs, publications and podcasts, your library and your CLE credits, all in one place.',
  },
  {
    id: 'library',
    title: 'Your library',
    body: 'Everything you save or buy is in My Library, under the account menu.',
  },
  {
    id: 'search',
    title: 'Search everything',
    body: 'Search by topic, jurisdiction, credit type or format from the search bar at the top of every page.',
  },
];

/** The steps a visitor sees: without a library, the library step is removed. */
export function stepsFor(options: { hasLibrary: boolean }): WalkthroughStep[] {
  return WALKTHROUGH_STEPS.filter((s) => s.id !== 'library' || options.hasLibrary);
}

export const progressText = (index: number, total: number) => `${index + 1} of ${total}`;

export const nextLabel = (index: number, total: number) => (index + 1 >= total ? 'Finish' : 'Next');

/** Ids in the dismissed-elements cookie: the tour once finished or closed, and its tooltip. */
export const WALKTHROUGH_ID = 'site-walkthrough';
export const TOUR_TOOLTIP_ID = 'site-tour-tooltip';
