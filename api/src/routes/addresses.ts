// Saved addresses (spec 3 §7): list with lookups, add, change, default billing/shipping, delete. Behind
// the auth guard (/api/user/*); every read and write is scoped to the token's subject.
import { ADDRESS_RULE_FIELDS } from '@cle/contracts/address-rules';
import { AddressSkParamsSchema } from '@cle/contracts/requests/commerce';
import type { Address, AddressesResponse } from '@cle/contracts/commerce-schemas';
import { HttpError } from '../lib/http';
import type { Api } from '../lib/http';
import { principalOf } from '../auth/guard';
import { loadUser, lockUser } from '../users/user-store';
import {
  ADDRESS_NOT_FOUND,
  addAddress,
  addressLookups,
  countAddresses,
  deleteAddress,
  listAddresses,
  ownAddress,
  setDefaultAddress as setDefault,
  updateAddress,
  validateAddress,
} from '../commerce/address-store';

/** The fields an address body may carry (an Address, with or without sk). */
const ADDRESS_KEYS = new Set<string>([
  'sk',
  'addressCategory_SK',
  ...ADDRESS_RULE_FIELDS,
  'plus4',
  'isPrimaryBAddress',
  'isPrimarySAddress',
]);

function addressBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, "Invalid body field 'body': must be an address object");
  const unknown = Object.keys(body).find((k) => !ADDRESS_KEYS.has(k));
  if (unknown) throw new HttpError(400, `Invalid body field '${unknown}': is not an address field`, unknown);
  for (const flag of ['isPrimaryBAddress', 'isPrimarySAddress'] as const) {
    const v = (body as Record<string, unknown>)[flag];
    if (v !== undefined && v !== null && typeof v !== 'boolean')
      throw new HttpError(400, `Invalid body field '${flag}': must be true or false`, flag);
  }
  return body as Record<string, unknown>;
}

export async function addressRoutes(app: Api) {
  const { db } = app;

  // S3-API-35
  app.get('/user/addresses', async (req): Promise<AddressesResponse> => {
    const p = principalOf(req);
    const [items, lookups] = await Promise.all([listAddresses(db, p.sub), addressLookups(db)]);
    return { items, ...lookups };
  });

  // S3-API-36: a new address; the person's first one becomes the default billing and shipping address.
  app.post('/user/addresses', async (req, reply): Promise<Address> => {
    const p = principalOf(req);
    const body = addressBody(req.body);
    if (body.sk !== undefined && body.sk !== null && body.sk !== -1 && body.sk !== 0)
      throw new HttpError(
        400,
        "Invalid body field 'sk': a new address has no sk (use PUT to change one)",
        'sk',
      );
    const fields = await validateAddress(db, body);
    const address = await db.transaction(async (tx) => {
      await loadUser(tx, p);
      await lockUser(tx, p.sub);
      const n = await countAddresses(tx, p.sub);
      const billing = n === 0 || body.isPrimaryBAddress === true;
      const shipping = n === 0 || body.isPrimarySAddress === true;
      const sk = await addAddress(tx, p.sub, fields, { billing, shipping });
      return ownAddress(tx, p.sub, sk);
    });
    reply.code(201);
    return address;
  });

  // S3-API-37: changes one of the person's addresses (sk in the body).
  app.put('/user/addresses', async (req): Promise<Address> => {
    const p = principalOf(req);
    const body = addressBody(req.body);
    const sk = body.sk;
    if (typeof sk !== 'number' || !Number.isInteger(sk) || sk <= 0)
      throw new HttpError(400, "Invalid body field 'sk': must be the sk of a saved address", 'sk');
    const fields = await validateAddress(db, body);
    return db.transaction(async (tx) => {
      if (!(await updateAddress(tx, p.sub, sk, fields))) throw new HttpError(404, ADDRESS_NOT_FOUND);
      if (body.isPrimaryBAddress === true) await setDefault(tx, p.sub, sk, 'billing');
      if (body.isPrimarySAddress === true) await setDefault(tx, p.sub, sk, 'shipping');
      return ownAddress(tx, p.sub, sk);
    });
  });

  // S3-API-38 / S3-API-39
  for (const kind of ['billing', 'shipping'] as const) {
    app.put(
      `/user/addresses/:sk/set-as-default-${kind}`,
      { schema: { params: AddressSkParamsSchema } },
      async (req): Promise<Address> => {
        const p = principalOf(req);
        const { sk } = req.params;
        return db.transaction(async (tx) => {
          await ownAddress(tx, p.sub, sk);
          await setDefault(tx, p.sub, sk, kind);
          return ownAddress(tx, p.sub, sk);
        });
      },
    );
  }

  // S3-API-40
  app.delete('/user/addresses/:sk', { schema: { params: AddressSkParamsSchema } }, async (req, reply) => {
    const p = principalOf(req);
    const { sk } = req.params;
    if (!(await deleteAddress(db, p.sub, sk))) throw new HttpError(404, ADDRESS_NOT_FOUND);
    return reply.code(204).send();
  });
}
