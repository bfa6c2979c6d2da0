// The store benchmark's shoppers (scripts/bench-commerce.mjs), in a worker thread so the load
// generator does not share the API's event loop. Each person adds two items, reads the cart,
// prepares and places an order, double-submitted (a double click), round after round: one warm-up
// round, then the measured ones. Posts the latencies and each person's answered order URLs.
import { parentPort, workerData } from 'node:worker_threads';
import { apiCaller } from './api-caller.mjs';

const { origin, people, codes, rounds } = workerData;
const call = apiCaller(origin);
// the cart answers are received in full but not parsed: the shoppers only need them to succeed
const UNREAD = { read: false };

async function timed(list, fn) {
  const start = process.hrtime.bigint();
  const out = await fn();
  list.push(Number(process.hrtime.bigint() - start) / 1e6);
  return out;
}

const adds = [];
const reads = [];
const places = [];
const placed = new Map(); // sub -> order numbers answered
let codeIndex = 0;
const nextCode = () => codes[codeIndex++ % codes.length];

async function shop(person, round, measured) {
  const a = measured ? adds : [];
  const r = measured ? reads : [];
  const p = measured ? places : [];
  // two items per order
  for (let item = 0; item < 2; item++)
    await timed(a, () =>
      call(
        'POST',
        '/commerce/carts',
        person.headers,
        { code: nextCode(), quantity: 1, priorityCode: null },
        {},
        UNREAD,
      ),
    );
  await timed(r, () => call('GET', '/commerce/carts', person.headers, undefined, {}, UNREAD));
  const prep = await call('POST', '/commerce/checkout/prepare', person.headers, {
    billingAddressSk: person.addressSk,
    shippingAddressSk: person.addressSk,
    upkeepService: true,
  });
  const body = {
    upkeepService: true,
    selectedBillingAddress: person.addressSk,
    selectedShippingAddress: person.addressSk,
    selectedVatNumber: '',
    paymentOption: {
      sk: person.cardSk,
      cardType: 'VISA',
      creditCardName: 'Bench Person',
      creditCardNumber: '************1111',
      numberLastFour: '1111',
      expirationMonth: 12,
      expirationYear: 2035,
      tenderTypeId: 8,
      isStoredInstrument: true,
      totalAmount: prep.cart.total,
    },
  };
  const key = { 'idempotency-key': `${person.sub}-round-${round}` };
  // a double click: the same order submitted twice at once; both answers must name one order
  const [one, two] = await Promise.all([
    timed(p, () => call('POST', '/commerce/checkout', person.headers, body, key)),
    timed(p, () => call('POST', '/commerce/checkout', person.headers, body, key)),
  ]);
  if (one.orderConfirmationUrl !== two.orderConfirmationUrl)
    throw new Error(
      `double submit answered two orders: ${one.orderConfirmationUrl} ${two.orderConfirmationUrl}`,
    );
  placed.set(person.sub, [...(placed.get(person.sub) ?? []), one.orderConfirmationUrl]);
}

// warm-up round (not measured), then the measured rounds, all people at once
await Promise.all(people.map((person) => shop(person, 0, false)));
const started = Date.now();
for (let round = 1; round <= rounds; round++)
  await Promise.all(people.map((person) => shop(person, round, true)));
const seconds = (Date.now() - started) / 1000;
parentPort.postMessage({ adds, reads, places, placed: Object.fromEntries(placed), seconds });
