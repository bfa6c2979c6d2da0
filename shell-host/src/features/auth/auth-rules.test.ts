import {
  planPendingAction,
  renderMode,
  resolveIndividualLink,
  signinMessage,
  SIGNIN_MESSAGE_MS,
  withActionMarker,
} from './auth-rules';
import { PRIVILEGED_MEMBER_BADGE, showsPrivilegedBadge } from '@cle/contracts/auth';

const base = { ready: true, busy: false, expired: false, localCheckDone: true, pathname: '/' };

describe('render modes (spec 1 §4)', () => {
  test('[S1-AUTH-11] loading while auth is not ready, busy, expired or the local check is unfinished', () => {
    expect(renderMode({ ...base, ready: false })).toBe('loading');
    expect(renderMode({ ...base, busy: true })).toBe('loading');
    expect(renderMode({ ...base, expired: true })).toBe('loading');
    expect(renderMode({ ...base, localCheckDone: false })).toBe('loading');
  });
  test('[S1-AUTH-12] signin on the sign-in callback', () => {
    expect(renderMode({ ...base, ready: false, pathname: '/signin-callback' })).toBe('signin');
  });
  test('[S1-AUTH-13] [S1-ROUTES-18] redirect (renders nothing) on the sign-out routes', () => {
    expect(renderMode({ ...base, pathname: '/signout-callback' })).toBe('redirect');
    expect(renderMode({ ...base, pathname: '/signout' })).toBe('redirect');
  });
  test('[S1-AUTH-14] route otherwise', () => {
    expect(renderMode(base)).toBe('route');
  });
});

test('[S1-ROUTES-15] the sign-in callback rotates its three messages', () => {
  expect(signinMessage(0)).toBe('Signing you in...');
  expect(signinMessage(SIGNIN_MESSAGE_MS)).toBe('Hang in there...');
  expect(signinMessage(2 * SIGNIN_MESSAGE_MS)).toBe('One moment...');
  expect(signinMessage(3 * SIGNIN_MESSAGE_MS)).toBe('Signing you in...');
});

test('[S1-AUTH-43] [S1-AUTH-44] links with the individual placeholder get the IndividualSK, or need sign-in', () => {
  expect(resolveIndividualLink('/account/credit/credit-tracker?individualSk={IndividualSK}', '800002')).toBe(
    '/account/credit/credit-tracker?individualSk=800002',
  );
  expect(resolveIndividualLink('/x?i=%7BIndividualSK%7D', '800002')).toBe('/x?i=800002');
  expect(resolveIndividualLink('/x?i={IndividualSK}', null)).toBeNull();
  expect(resolveIndividualLink('/search?query=tax', null)).toBe('/search?query=tax');
});

test('[S1-AUTH-36] the Privileged member badge shows for PM but not IM', () => {
  expect(PRIVILEGED_MEMBER_BADGE).toBe('Privileged member');
  expect(showsPrivilegedBadge({ isPm: true, isIm: false })).toBe(true);
  expect(showsPrivilegedBadge({ isPm: true, isIm: true })).toBe(false);
  expect(showsPrivilegedBadge({ isPm: false, isIm: true })).toBe(false);
  expect(showsPrivilegedBadge({ isPm: false, isIm: false })).toBe(false);
});

describe('post-sign-in action (spec 1 §4)', () => {
  const cart = { type: 'add-to-cart' as const, code: '380000' };
  test('[S1-AUTH-17] [S1-AUTH-18] re-evaluated against purchase state and membership', () => {
    expect(planPendingAction(cart, { purchased: false, isPm: false })).toEqual({ replay: 'add-to-cart' });
    expect(planPendingAction(cart, { purchased: false, isPm: true })).toEqual({ replay: 'register' });
    expect(planPendingAction(cart, { purchased: true, isPm: false })).toEqual({
      replay: null,
      outcome: 'AlreadyPurchased',
    });
    expect(planPendingAction({ ...cart, type: 'launch' }, { purchased: false, isPm: false })).toEqual({
      replay: 'add-to-cart',
    });
    expect(planPendingAction({ ...cart, type: 'launch' }, { purchased: true, isPm: false })).toEqual({
      replay: 'launch',
    });
    expect(planPendingAction({ ...cart, type: 'register' }, { purchased: true, isPm: true })).toEqual({
      replay: null,
      outcome: 'AlreadyRegistered',
    });
  });
  test('[S1-AUTH-19] the return URL gets a success or error marker with the program', () => {
    expect(withActionMarker('/programs/x?tab=1#faculty', 'http://localhost:3000', cart, { ok: true })).toBe(
      '/programs/x?tab=1&successAction=AddToCart&program=380000#faculty',
    );
    expect(withActionMarker('/programs/x', 'http://localhost:3000', cart, { ok: false })).toBe(
      '/programs/x?errorAction=AddToCart&program=380000',
    );
  });
});
