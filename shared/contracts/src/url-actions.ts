// successAction / errorAction in a URL (spec 1 §2, §8; S1-PAGES-18: the mapping is the team's): the
// one table of messages every page shows them with. Only a known value picks a text; anything else
// gets the generic one, and program / response are consumed but never shown: a link from anywhere
// can set them, so no text from the URL ever reaches the page (issue 18).

/** The parameters a page consumes and removes from the URL. */
const URL_ACTION_PARAMS = ['successAction', 'errorAction', 'program', 'response'] as const;

const SUCCESS_ACTION_MESSAGES: Readonly<Record<string, string>> = {
  // the markers the shell's post-sign-in step writes (shell-host/src/features/auth/auth-rules.ts)
  AddToCart: 'The item was added to your cart.',
  Register: 'You are registered. The program is in My Library.',
  Launch: 'The program is in My Library.',
  SaveToLibrary: 'Saved to My Library',
  AlreadyRegistered: 'You are already registered. The program is in My Library.',
  AlreadyPurchased: 'You already own this program. It is in My Library.',
  // content pages
  'add-to-cart': 'The item was added to your cart.',
  register: 'You are registered. The program is in My Library.',
  'save-to-library': 'Saved to My Library',
  'profile-saved': 'Your profile was saved.',
  subscribed: 'Thank you for subscribing.',
  // the search page
  savedToLibrary: 'Saved item to library',
  removedFromLibrary: 'Removed item from library',
  registered: 'You are registered',
  purchased: 'Thank you for your purchase',
};

const ERROR_ACTION_MESSAGES: Readonly<Record<string, string>> = {
  AddToCart: 'The item could not be added to your cart. Please try again.',
  Register: 'The registration did not go through. Please try again or contact customer service.',
  Launch: 'The program could not be opened. Please try again.',
  SaveToLibrary: 'Error while saving item to library',
  'add-to-cart': 'The item could not be added to your cart. Please try again.',
  register: 'The registration did not go through. Please try again or contact customer service.',
  'save-to-library': 'Error while saving item to library',
  'sign-in': 'Signing in did not complete. Please try again.',
  savedToLibrary: 'Error while saving item to library',
  removedFromLibrary: 'Error while removing item from library',
};

/** Shown for an action value the tables do not know. */
const GENERIC_SUCCESS = 'Done.';
const GENERIC_ERROR = 'Something went wrong. Please try again or contact customer service.';

export interface UrlActionMessage {
  kind: 'success' | 'error';
  text: string;
}

// own keys only: ?successAction=constructor must not reach Object.prototype
const known = (table: Readonly<Record<string, string>>, value: string) =>
  Object.hasOwn(table, value) ? table[value] : undefined;

/** The message the URL's action parameters ask for (an error wins), or null when there are none. */
export function urlActionMessage(params: URLSearchParams): UrlActionMessage | null {
  const error = params.get('errorAction');
  if (error !== null) return { kind: 'error', text: known(ERROR_ACTION_MESSAGES, error) ?? GENERIC_ERROR };
  const success = params.get('successAction');
  if (success !== null)
    return { kind: 'success', text: known(SUCCESS_ACTION_MESSAGES, success) ?? GENERIC_SUCCESS };
  return null;
}

/** The parameters without the action ones (a new object). */
export function withoutUrlActions(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  for (const name of URL_ACTION_PARAMS) rest.delete(name);
  return rest;
}
