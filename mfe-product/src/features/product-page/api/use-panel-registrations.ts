// The person's registrations for a live panel's variants (spec 3 §4.3). A live panel without them cannot
// say what the person may do: the error goes to the panel's boundary, which retries (S3-ERRORS-22/23).
import { ApiError } from '@cle/contracts/api-client';
import type { Variation } from '../../../lib/product-payload';
import { useUpcomingRegistrations } from '../../../lib/registration-api';
import { PanelDataError } from '../components/panel-error-boundary';
import type { PanelKind } from '../purchase-rules';

/** An expired sign-in is the shell's to handle (it signs the person in again), not the panel's. */
const isSignInError = (err: unknown) => err instanceof ApiError && err.status === 401;

export function usePanelRegistrations(kind: PanelKind, listed: Variation[]) {
  const { registrations, error } = useUpcomingRegistrations();
  if (kind === 'live' && error && !isSignInError(error))
    throw new PanelDataError('your registrations', error);
  const listedPks = new Set(listed.map((v) => v.pk));
  const mine = kind === 'live' ? (registrations ?? []).filter((r) => listedPks.has(r.pk)) : [];
  const registeredPks = new Set(mine.map((r) => r.pk));
  return {
    /** the person's registrations for these variants */
    mine,
    registeredPks,
    registeredVariant: listed.find((v) => registeredPks.has(v.pk)) ?? null,
    /** all the person's upcoming registrations (a live panel's analytics count them) */
    upcomingCount: registrations?.length ?? 0,
  };
}
