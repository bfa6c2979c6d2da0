// The site's own card-network rule (spec 3 §5): a card is stored only when the provider's transient token
// names one of the five accepted networks. The hosted fields of the sandbox know those five only, so
// payments.test.ts cannot make a token for another one: here the provider is a key this suite holds,
// trusted by the API as it trusts the real provider's, and the tokens say what a provider would say.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { generateKeyPair, SignJWT } from 'jose';
import type { PaymentInstrumentsResponse } from '@cle/contracts/commerce-schemas';
import { SITE_ORIGIN, startSignedInApp } from './helpers';
import type { SignedInApp } from './helpers';

const PROVIDER = 'http://provider.test';
const BASE = '/api/user/payment-methods/credit-cards/tokens';

let t: SignedInApp;
let providerKey: CryptoKey;

before(async () => {
  const keys = await generateKeyPair('ES256');
  providerKey = keys.privateKey;
  t = await startSignedInApp({
    payment: { publicUrl: PROVIDER, internalUrl: PROVIDER, keys: keys.publicKey, newCardsDisabled: false },
  });
});
after(async () => t?.close());

/** A transient token the provider signed for a card of `network`, made for the site's origin. */
function tokenFor(network: string, jti: string): Promise<string> {
  const card = {
    network,
    maskedNumber: '************0000',
    numberLastFour: '0000',
    expirationMonth: 10,
    expirationYear: 2031,
  };
  return new SignJWT({ tokenType: 'transient', origin: SITE_ORIGIN, card })
    .setProtectedHeader({ alg: 'ES256' })
    .setIssuer(PROVIDER)
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(providerKey);
}

const stored = async () =>
  (await t.call('GET', BASE, 'u-editor')).json<PaymentInstrumentsResponse>().items.length;

test('[S3-PAYMENT-32] a card of another network (JCB, UnionPay) is refused by the site and nothing is stored', async () => {
  const before = await stored();
  for (const network of ['JCB', 'UNIONPAY']) {
    const res = await t.call('POST', BASE, 'u-editor', {
      transientToken: await tokenFor(network, `jti-${network}-0001`),
      cardholderName: 'Edith Editor',
    });
    assert.equal(res.statusCode, 422, `${network}: ${res.body}`);
    assert.equal(res.json().message, 'This card type is not accepted');
  }
  assert.equal(await stored(), before);
  // the same token for one of the five is taken: the network alone made the difference
  const mastercard = await t.call('POST', BASE, 'u-editor', {
    transientToken: await tokenFor('MASTERCARD', 'jti-MASTERCARD-0001'),
    cardholderName: 'Edith Editor',
  });
  assert.equal(mastercard.statusCode, 201, mastercard.body);
  assert.equal(await stored(), before + 1);
});
