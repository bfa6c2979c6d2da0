// One transient-token verifier per database the app runs on: buildApp registers it with the app's
// allowed origins and payment settings; code that only holds a transaction (place order) finds it by
// the transaction's root database. Without a registration (a script), the environment decides.
import { siteOrigin } from '@cle/build/topology';
import type { Db } from '../db/db';
import { paymentSettings } from './payment-settings';
import { createTransientTokenVerifier } from './transient-token';
import type { TransientTokenVerifier } from './transient-token';

const verifiers = new WeakMap<Db, TransientTokenVerifier>();
let fallback: TransientTokenVerifier | undefined;

export function registerTransientTokenVerifier(db: Db, verifier: TransientTokenVerifier): void {
  verifiers.set(db, verifier);
}

export function transientTokenVerifierFor(db: Db): TransientTokenVerifier {
  const found = verifiers.get(db.root ?? db) ?? verifiers.get(db);
  if (found) return found;
  fallback ??= createTransientTokenVerifier(paymentSettings(), [siteOrigin]);
  return fallback;
}
