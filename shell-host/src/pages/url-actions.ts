// Spec 1 §2/§8: generic content pages read successAction / errorAction from the URL, show the message
// once and remove the parameters. The spec leaves the values open; these are ours (S1-PAGES-18).
export const SUCCESS_ACTION_MESSAGES: Record<string, string> = {
  'add-to-cart': 'The item was added to your cart.',
  register: 'You are registered. The program is in My Library.',
  'save-to-library': 'Saved to My Library',
  'profile-saved': 'Your profile was saved.',
  subscribed: 'Thank you for subscribing.',
};
export const ERROR_ACTION_MESSAGES: Record<string, string> = {
  'add-to-cart': 'The item could not be added to your cart. Please try again.',
  register: 'The registration did not go through. Please try again or contact customer service.',
  'save-to-library': 'Error while saving item to library',
  'sign-in': 'Signing in did not complete. Please try again.',
};
/** Shown for an action value we have no message for. */
export const GENERIC_SUCCESS = 'Done.';
export const GENERIC_ERROR = 'Something went wrong. Please try again or contact customer service.';

export interface UrlActionMessage {
  kind: 'success' | 'error';
  text: string;
}

/** The message a URL's action parameters ask for (errors first) and the query string without them. */
export function readUrlAction(search: string): { message: UrlActionMessage | null; rest: string } {
  const params = new URLSearchParams(search);
  const error = params.get('errorAction');
  const success = params.get('successAction');
  params.delete('errorAction');
  params.delete('successAction');
  const rest = params.toString();
  const message: UrlActionMessage | null = error
    ? { kind: 'error', text: ERROR_ACTION_MESSAGES[error] ?? GENERIC_ERROR }
    : success
      ? { kind: 'success', text: SUCCESS_ACTION_MESSAGES[success] ?? GENERIC_SUCCESS }
      : null;
  return { message, rest: rest ? `?${rest}` : '' };
}
