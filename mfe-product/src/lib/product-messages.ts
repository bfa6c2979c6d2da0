// Spec 3 §8: the product pages' messages, shared by the purchase panel, the registration panels and the
// player (features reach them here, not through each other).
import { toast } from '@cle/contracts/toast';

/** The generic error's problem texts. */
export const PROBLEM = {
  launch: 'while launching this program',
  cart: 'while adding this program to your cart',
  register: 'with your registration.',
  registerUpdate: 'while updating your registration',
  registerCancel: 'while canceling your registration',
} as const;

export function genericError(problem: string): string {
  return `We're sorry, something went wrong ${problem}. Please refresh and try again.`;
}

/** The generic error's refresh link (spec 3 §8): it reloads the page. */
const REFRESH_LABEL = 'Refresh';

/** Shows a generic (or launch) error as an alert toast with its refresh link. */
export function showGenericError(content: string, reload: () => void = () => window.location.reload()): void {
  toast.show({ type: 'alert', content, action: { label: REFRESH_LABEL, onClick: reload } });
}

/** Launch errors append 'Error code:' and the original status. */
export function launchError(status: number | string): string {
  return `${genericError(PROBLEM.launch)} Error code: ${status}`;
}

export const SUCCESS = {
  registered: 'Registered',
  registrationUpdated: 'Registration updated',
  registrationCanceled: 'Registration canceled',
  savedToLibrary: 'Saved to My Library',
} as const;

/** Submitting the panel with nothing selected (spec 3 §4.3; the spec does not give the text). */
export const NO_SELECTION_MESSAGE = 'Please choose an option to continue.';
