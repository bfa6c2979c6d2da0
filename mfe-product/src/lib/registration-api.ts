// Registration, launch and media calls (spec 3 §7), parsed at the boundary with the shared schemas; the
// player's streams come from the launch, on signed URLs (decision 053).
// SWR keys are API paths plus the token, so every panel on the page shares one registrations call and
// signing out forgets them; anonymous visitors make no call at all (spec 3 §6).
import useSWR, { preload, useSWRConfig } from 'swr';
import { ApiError, apiRequest } from '@cle/contracts/api-client';
import { authStore, useAuth } from '@cle/contracts/auth';
import type {
  CancelCheck,
  LaunchResponse,
  MediaDownloads,
  RegistrationRecord,
  UpcomingRegistrations,
} from '@cle/contracts/registration-schemas';
import { launchFromOpener } from './launch-handoff';
import { LIBRARY_LOOKUP_PATH } from './library-lookup';
import {
  cancelCheckSchema,
  cancelResultSchema,
  launchResponseSchema,
  mediaDownloadsSchema,
  registrationRecordSchema,
  upcomingRegistrationsSchema,
} from './payload-schemas';

const UPCOMING_REGISTRATIONS_PATH = '/registration/upcoming-registrations';
// the registration and library lookups are revalidated together, so this key is part of its face
export { LIBRARY_LOOKUP_PATH };

export interface RegistrationsState {
  /** undefined while unknown (loading, or auth not ready); [] for anonymous visitors */
  registrations: RegistrationRecord[] | undefined;
  error: unknown;
  refresh: () => Promise<unknown>;
}

export function useUpcomingRegistrations(): RegistrationsState {
  const auth = useAuth();
  const swr = useSWR<UpcomingRegistrations>(
    auth.ready && auth.isAuthenticated ? [UPCOMING_REGISTRATIONS_PATH, auth.token] : null,
    ([path]: [string]) => apiRequest(path, { schema: upcomingRegistrationsSchema }),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  const registrations = !auth.ready
    ? undefined
    : !auth.isAuthenticated
      ? []
      : swr.error
        ? []
        : swr.data?.registrations;
  return { registrations, error: swr.error, refresh: () => swr.mutate() };
}

/** Registrations and library flags change together: every view of them reloads (in this page's cache). */
export function useRefreshOwnership(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () =>
    mutate(
      (key) =>
        Array.isArray(key) && (key[0] === UPCOMING_REGISTRATIONS_PATH || key[0] === LIBRARY_LOOKUP_PATH),
    );
}

/** POST /registration {itemSk, itemPk}. */
export function register(itemSk: string, itemPk: string): Promise<RegistrationRecord> {
  return apiRequest('/registration', {
    method: 'POST',
    body: { itemSk, itemPk },
    schema: registrationRecordSchema,
  });
}

/** GET /registration/program-cancel?itemSk= : may it still be canceled online. */
export function checkCancelable(itemSk: string): Promise<CancelCheck> {
  return apiRequest('/registration/program-cancel', {
    query: { itemSk },
    schema: cancelCheckSchema,
  });
}

/** POST /registration/program-cancel with the item sk as JSON. */
export function cancelRegistration(itemSk: string) {
  return apiRequest('/registration/program-cancel', {
    method: 'POST',
    body: itemSk,
    schema: cancelResultSchema,
  });
}

/** POST /launch/{code} with sourcecode and keycode empty (spec 3 §3). */
export function requestLaunch(code: string) {
  return apiRequest(`/launch/${encodeURIComponent(code)}`, {
    method: 'POST',
    body: { sourcecode: '', keycode: '' },
    schema: launchResponseSchema,
  });
}

/**
 * The player's streams: POST /launch/{code} answers what the person may play on short-lived signed URLs
 * (decision 053), asked once per person and item; the player asks again when the URLs expired.
 */
export function useLaunchedStreams(code: string, sub: string | null) {
  return useSWR<LaunchResponse>(code && sub ? launchKey(code, sub) : null, launchFetcher, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: (err: unknown) => !(err instanceof ApiError && err.isClientError),
    // spec 1 §8: a streaming media load failure is logged (the player shows its own message)
    onError: (err: unknown) => console.error('[player] streaming media could not be loaded', err),
  });
}

const launchKey = (code: string, sub: string) => ['/launch', code, sub, 'player'] as const;
const launchFetcher = ([, code]: readonly [string, string, ...unknown[]]) => requestLaunch(code);
/** Codes waiting for a session, and the launches already asked for this way (each once per page life). */
const launchesWaiting = new Set<string>();
const launchesAsked = new Set<string>();
/** The opener's launch of a code, asked once per page life; spent (null) once a person took it. */
const openerLaunches = new Map<string, Promise<LaunchResponse | null>>();

/**
 * Asks for the player's launch the moment the person is known, instead of once the server-rendered page
 * has hydrated and rendered again with them (issue 38: that wait was most of the time between the
 * window's session and its launch call). The launch the opener just made comes first: its answer is
 * handed over (launch-handoff.ts), else the API is asked. The player's hook then finds the answer in
 * flight under the same key; later launches (expired URLs, another visit) are the hook's own. The API
 * is asked nothing for an anonymous visitor.
 */
export function launchOnceSignedIn(code: string): void {
  if (typeof window === 'undefined' || !code) return;
  // the opener is asked on the first render, without waiting for the session it hands over (a window
  // nobody opened has nothing to ask)
  if (!openerLaunches.has(code) && window.opener) openerLaunches.set(code, launchFromOpener(code));
  if (launchesWaiting.has(code)) return;
  const settled = () => {
    const { ready, token, sub } = authStore.get();
    const person = sub ?? token;
    if (person && !launchesAsked.has(`${code} ${person}`)) {
      launchesAsked.add(`${code} ${person}`);
      const fromOpener = openerLaunches.get(code);
      // the opener's launch is the first person's only
      if (fromOpener) openerLaunches.set(code, Promise.resolve(null));
      const first = () =>
        (fromOpener ?? Promise.resolve(null)).then((launch) => launch ?? requestLaunch(code));
      void preload(launchKey(code, person), first).catch(() => undefined);
    }
    return Boolean(person) || ready;
  };
  if (settled()) return;
  launchesWaiting.add(code);
  const stop = authStore.subscribe(() => {
    if (!settled()) return;
    stop();
    launchesWaiting.delete(code);
  });
}

/**
 * The download modal's files of a bought version: GET /launch/{code}/downloads answers its MP4 and/or
 * MP3 on short-lived URLs signed for the person (saved as attachments). Asked again on each opening.
 */
export function useMediaDownloads(code: string | null, sub: string | null) {
  return useSWR<MediaDownloads>(
    code && sub ? ['/launch/downloads', code, sub] : null,
    ([, c]: [string, string]) =>
      apiRequest(`/launch/${encodeURIComponent(c)}/downloads`, {
        schema: mediaDownloadsSchema,
      }),
    { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );
}
