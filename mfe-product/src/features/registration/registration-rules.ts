// Registration change rules (spec 3 §4.4, §8). Pure.
import type { RegistrationRecord } from '@cle/contracts/registration-schemas';
import { formatDateRange } from '../../lib/format';

/** Step 0 choose another way to attend, 1 confirm the change, 2 confirm the cancellation. */
type ChangeStep = 0 | 1 | 2;

export interface ChangeState {
  step: ChangeStep;
  /** the variant chosen in step 0 */
  target: string | null;
  /** step 0 was submitted with nothing chosen */
  noSelection: boolean;
}

export type ChangeEvent =
  { type: 'choose'; code: string } | { type: 'change' } | { type: 'cancel' } | { type: 'back' };

export const CHANGE_START: ChangeState = { step: 0, target: null, noSelection: false };

/** Back returns to step 0 (opening starts at CHANGE_START: the editor mounts afresh); a change needs a choice (else the no-selection message). */
export function changeReducer(state: ChangeState, event: ChangeEvent): ChangeState {
  switch (event.type) {
    case 'choose':
      return { ...state, target: event.code, noSelection: false };
    case 'change':
      return state.target ? { ...state, step: 1, noSelection: false } : { ...state, noSelection: true };
    case 'cancel':
      return { ...state, step: 2, noSelection: false };
    case 'back':
      return { ...state, step: 0 };
  }
}

export interface ChangeOption {
  code: string;
  pk: string;
  externalSystemKey: string;
  isExpired?: boolean;
  /** full: the server refuses a registration for it (409), so it is asked for by e-mail, never changed to */
  waitlist?: boolean;
}

/**
 * Step 0 lists only the variants the person is not registered for, that have not expired and that still
 * have seats: a waitlisted (full) variant cannot be registered for, so a change to it would cancel the
 * registration the person has and then fail.
 */
export function changeOptions<T extends ChangeOption>(
  variants: readonly T[],
  registeredPks: ReadonlySet<string>,
  isExpired: (v: T) => boolean,
): T[] {
  return variants.filter((v) => !registeredPks.has(v.pk) && !isExpired(v) && v.waitlist !== true);
}

/** How edits are offered: online (the three steps), or by calling customer service (phone mode). */
export type EditMode = 'change' | 'phone';

/**
 * Phone mode when the registration can no longer be canceled online (spec 3 §4.4), and on mobile,
 * where registration edits are restricted to calling customer service.
 */
export function editMode(isCancelable: boolean, isMobile: boolean): EditMode {
  return isCancelable && !isMobile ? 'change' : 'phone';
}

/** Phone mode's instructions with the customer service phone {phone}. */
export function phoneModeText(phone: string): string {
  return `To change or cancel this registration, please call customer service at ${phone}.`;
}

/** Below this width (the md breakpoint) the panel is in its mobile form. */
export const MOBILE_MAX_WIDTH = 767;

/** The registration's way of attending, as the panel reads it. */
export function attendanceLabel(r: Pick<RegistrationRecord, 'type' | 'format'>): string {
  if (r.type === 'online') return 'Online';
  if (r.type === 'in-person') return 'In person';
  if (r.type === 'groupcast') return 'Groupcast';
  return r.format;
}

/** When a registration or a way to attend takes place, in its own time zone ('' without dates). */
export const attendanceWhen = (r: {
  eventStartDate: string | null;
  eventEndDate: string | null;
  timeZoneIdentifier: string | null;
}) =>
  r.eventStartDate ? formatDateRange(r.eventStartDate, r.eventEndDate, r.timeZoneIdentifier ?? 'UTC') : '';

/** A way to attend's date and place, as step 0 lists it. */
export const optionPlace = (v: Parameters<typeof attendanceWhen>[0] & { location: string | null }) =>
  `${attendanceWhen(v)}${v.location ? ` · ${v.location}` : ''}`;
