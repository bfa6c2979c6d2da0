// Registration for live programs, launch and media streams (spec 3 §4.3, §4.4, §6, §7; decision 017).
// Registration and launch sit behind the auth guard (/api/registration, /api/launch) and are scoped to
// the token's subject; media streams are read without credentials, as the spec's client calls them,
// and play only with the signed grant the launch adds (decision 053).
import type { FastifyRequest } from 'fastify';
import { CodeParamsSchema, CodesQuerySchema, NoQuerySchema } from '@cle/contracts/requests/commerce';
import {
  CANCEL_CUTOFF_HOURS,
  CancelBodySchema,
  CancelQuerySchema,
  LaunchBodySchema,
  RegistrationBodySchema,
} from '@cle/contracts/registration-schemas';
import type {
  CancelCheck,
  LaunchResponse,
  MediaDownloads,
  MediaStreams,
  RegistrationRecord,
} from '@cle/contracts/registration-schemas';
import { HttpError, notFound } from '../lib/http';
import type { Api } from '../lib/http';
import { principalOf } from '../auth/guard';
import { loadUser, lockUser } from '../users/user-store';
import {
  activeRegistration as findActiveRegistration,
  activeRegistrationsEndingAfter,
  addRegistration,
  adoptLibraryRegistrations,
  cancelRegistration,
  launchItemFor,
  liveItemFor,
} from '../registrations/registration-store';
import type { LaunchItem, LiveRow } from '../registrations/registration-store';
import type { Db } from '../db/db';
import { playerUrl } from '../registrations/player-url';
import { isFullFor } from '../catalogue/product-details';
import { mediaStreamOf } from '../media/media-streams';
import { signMediaGrant } from '../media/media-grant';
import type { MediaGrantSettings } from '../media/media-grant';
import {
  launchedItems,
  PLAYABLE_TYPES,
  playableItem,
  playableItems,
  resumePoint,
} from '../media/media-store';

const HOUR_MS = 3_600_000;
/** Spec 3 §4.1: the live window closes 5 minutes after the end; registration closes with it. */
const LIVE_WINDOW_AFTER_MS = 5 * 60_000;

const VARIATION_TYPE: Record<string, string> = {
  liveInPerson: 'in-person',
  liveWebcast: 'online',
  liveGroupcast: 'groupcast',
  onDemand: 'online',
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const ms = (v: Date | string | null) => (v === null ? NaN : new Date(v).getTime());
const typeOf = (r: { format_key: string | null }) => (r.format_key && VARIATION_TYPE[r.format_key]) || null;
const isFree = (r: { price: string; retail: boolean }) => Number(r.price) === 0 || !r.retail;

/**
 * Spec 3 §4.4: cancellability. Ours: an active registration can be canceled online until
 * CANCEL_CUTOFF_HOURS before the program starts; after that, customer service handles it (phone mode).
 */
export function cancellability(
  eventStart: number,
  now: number,
): { isCancelable: boolean; reason: string | null } {
  if (!(eventStart - now > CANCEL_CUTOFF_HOURS * HOUR_MS))
    return {
      isCancelable: false,
      reason: `Registrations can be changed online until ${CANCEL_CUTOFF_HOURS} hours before the program starts`,
    };
  return { isCancelable: true, reason: null };
}

function record(
  r: LiveRow & { item_sk: string; registered_at: Date | string },
  origin: string,
  now: number,
): RegistrationRecord {
  const type = typeOf(r);
  return {
    pk: r.pk,
    sk: r.item_sk,
    launchUrl: type === 'in-person' ? null : playerUrl(origin, r.code),
    code: r.code,
    title: r.title,
    url: r.url,
    type,
    format: r.format,
    location: r.location,
    eventStartDate: iso(r.event_start)!,
    eventEndDate: iso(r.event_end),
    timeZoneIdentifier: r.time_zone,
    registeredAt: iso(r.registered_at)!,
    isCancelable: cancellability(ms(r.event_start), now).isCancelable,
  };
}

const MAX_CODES = 50;

/** Launch URLs name the configured site origin, never the request's Origin (decision 052). */
const originOf = (req: FastifyRequest) => req.server.siteOrigin;

/** The person's upcoming registrations (live programs not yet over), soonest first. */
async function upcoming(db: Db, sub: string, origin: string) {
  await adoptLibraryRegistrations(db, sub);
  const now = Date.now();
  const rows = await activeRegistrationsEndingAfter(db, sub, new Date(now - LIVE_WINDOW_AFTER_MS));
  return rows.map((r) => record(r, origin, now));
}

/** The caller's active registration for an item sk, with its program. */
async function activeRegistration(db: Db, sub: string, itemSk: string) {
  await adoptLibraryRegistrations(db, sub);
  const row = await findActiveRegistration(db, sub, itemSk);
  if (!row) throw new HttpError(404, `You have no registration for '${itemSk}'`);
  return row;
}

/** 4xx unless the item is a live program, not over, the variant named, and free or bought. */
function checkRegistrable(item: LiveRow & { own_source: string | null }, itemSk: string) {
  // the external system key of a variant is its pk (GET /product answers externalSystemKey = pk)
  if (itemSk !== item.pk)
    throw new HttpError(400, `itemSk '${itemSk}' does not name item '${item.pk}'`, 'itemSk');
  if (item.searchable_type !== 'liveprogram' || !item.event_start)
    throw new HttpError(
      400,
      `Item '${item.pk}' is not a live program: only live programs take registrations`,
    );
  if (ms(item.event_end ?? item.event_start) + LIVE_WINDOW_AFTER_MS < Date.now())
    throw new HttpError(409, 'This program has ended: registration is closed');
  if (!isFree(item) && item.own_source !== 'purchased')
    throw new HttpError(403, 'This program must be purchased before registering: add it to your cart');
}

/** 4xx unless the caller may play the item: registered for a live one, or holding (or free) otherwise. */
function checkLaunchable(item: LaunchItem, code: string) {
  if (!PLAYABLE_TYPES.includes(item.searchable_type))
    throw new HttpError(400, `Product ${code} cannot be launched: only programs and segments play`);
  if (item.searchable_type === 'liveprogram') {
    if (typeOf(item) === 'in-person')
      throw new HttpError(400, `Product ${code} is attended in person: there is nothing to launch`);
    if (!item.registered) throw new HttpError(403, 'Register for this program before launching it');
  } else if (!(
    item.own_source === 'purchased' ||
    item.own_source === 'registered' ||
    item.parent_owned ||
    isFree(item)
  )) {
    // decision 036: bought access ends ACCESS_DAYS after the order (the product page shows it expired)
    if (item.own_source === 'expired')
      throw new HttpError(403, 'Your access to this program has ended: buy it again to watch it');
    throw new HttpError(403, 'Only programs you have purchased can be launched');
  }
}

export function registrationRoutes(media: MediaGrantSettings) {
  return async function routes(app: Api) {
    registerRoutes(app);
    launchRoutes(app, media);
  };
}

/** Upcoming registrations, registering, and canceling. */
function registerRoutes(app: Api) {
  const { db } = app;

  // S3-API-07
  app.get('/registration/upcoming-registrations', async (req) => {
    const p = principalOf(req);
    return { registrations: await upcoming(db, p.sub, originOf(req)) };
  });

  // S3-API-09: registers the caller for one live variant; idempotent.
  app.post('/registration', { schema: { body: RegistrationBodySchema } }, async (req) => {
    const p = principalOf(req);
    const body = req.body;
    const item = await liveItemFor(db, p.sub, body.itemPk);
    if (!item) throw notFound(`Item ${body.itemPk}`);
    checkRegistrable(item, body.itemSk);
    await db.transaction(async (tx) => {
      await loadUser(tx, p);
      // the person's users row first: writers of one library go one at a time
      await lockUser(tx, p.sub);
      // spec 3 §4.3: a waitlisted (full) variant takes no registration; the page offers the waitlist mail
      if (await isFullFor(tx, item.code, p.sub))
        throw new HttpError(409, 'This program is full: ask to join the waitlist instead');
      // the live program in My Library: registered (a purchase stays a purchase; a saved item becomes registered)
      await addRegistration(tx, p.sub, item.pk, body.itemSk);
    });
    const mine = (await upcoming(db, p.sub, originOf(req))).find((r) => r.pk === item.pk);
    if (!mine) throw new HttpError(409, 'This program has ended: registration is closed');
    return mine;
  });

  // S3-API-08
  app.get(
    '/registration/program-cancel',
    { schema: { querystring: CancelQuerySchema } },
    async (req): Promise<CancelCheck> => {
      const p = principalOf(req);
      const { itemSk } = req.query;
      const row = await activeRegistration(db, p.sub, itemSk);
      return { itemSk, ...cancellability(ms(row.event_start), Date.now()) };
    },
  );

  // S3-API-10: the item sk as JSON (a string), or { itemSk }.
  app.post('/registration/program-cancel', { schema: { body: CancelBodySchema } }, async (req) => {
    const p = principalOf(req);
    const body = req.body;
    const itemSk = typeof body === 'string' ? body : body.itemSk;
    const row = await activeRegistration(db, p.sub, itemSk);
    const rule = cancellability(ms(row.event_start), Date.now());
    if (!rule.isCancelable)
      throw new HttpError(409, `${rule.reason}: please call customer service to change it`);
    await db.transaction(async (tx) => {
      await lockUser(tx, p.sub);
      // out of My Library again: a registered-only entry goes (kept as saved when it was a favourite)
      await cancelRegistration(tx, p.sub, row.id, row.pk);
    });
    return { itemSk, canceled: true };
  });
}

/** Launching what the caller may play, and the media streams of playable codes. */
function launchRoutes(app: Api, media: MediaGrantSettings) {
  const { db } = app;

  /**
   * The item `code` when `sub` may play it (bought, registered, through the program, or free), else
   * the refusal: 404 unknown, 400 not playable or attended in person, 403 not theirs or ended.
   */
  async function entitledItem(sub: string, code: string) {
    await adoptLibraryRegistrations(db, sub);
    const item = await launchItemFor(db, sub, code);
    if (!item) throw notFound(`Product ${code}`);
    checkLaunchable(item, code);
    return item;
  }

  // S3-API-11: a launch URL on the site's own origin, for what the caller may play.
  app.post(
    '/launch/:code',
    { schema: { params: CodeParamsSchema, body: LaunchBodySchema } },
    async (req): Promise<LaunchResponse> => {
      const p = principalOf(req);
      const { code } = req.params;
      const item = await entitledItem(p.sub, code);
      // the player's media on short-lived URLs signed for this person (decision 053)
      const now = Date.now();
      const played = await launchedItems(db, item.code);
      const grants = played.map((c) => signMediaGrant(media, c.code, p.sub, now));
      return {
        launchUrl: playerUrl(originOf(req), item.code),
        streams: played.map((c, i) => mediaStreamOf(c.code, c.kind, grants[i])),
        expiresAt: grants[0]!.expiresAt,
        // a fresh launch starts where the person left off (the position the player saved)
        resume: await resumePoint(
          db,
          p.sub,
          played.map((c) => c.code),
        ),
      };
    },
  );

  // The download modal's files (spec 3 §2.2, issue 38): the MP4 and/or MP3 of an item the caller may
  // play, on URLs signed for them that answer with `Content-Disposition: attachment`.
  app.get(
    '/launch/:code/downloads',
    { schema: { params: CodeParamsSchema, querystring: NoQuerySchema } },
    async (req): Promise<MediaDownloads> => {
      const p = principalOf(req);
      const { code } = req.params;
      const item = await entitledItem(p.sub, code);
      const played = await playableItem(db, item.code);
      if (!played) throw notFound(`A recording of ${code}`);
      const grant = signMediaGrant(media, played.code, p.sub);
      return {
        code: played.code,
        downloads: mediaStreamOf(played.code, played.kind, grant).downloads,
        expiresAt: grant.expiresAt,
      };
    },
  );

  // S3-API-15: no credentials; one stream per playable code (others are left out).
  app.get(
    '/product/media-streams',
    { schema: { querystring: CodesQuerySchema }, config: { allowAnonymous: true } },
    async (req): Promise<MediaStreams> => {
      const { codes } = req.query;
      const list = [
        ...new Set(
          codes
            .split(/[,;]/)
            .map((c) => c.trim())
            .filter(Boolean),
        ),
      ];
      if (!list.length) throw new HttpError(400, "Invalid query field 'codes': is required", 'codes');
      if (list.length > MAX_CODES) throw new HttpError(400, `At most ${MAX_CODES} codes at once`, 'codes');
      const found = new Map((await playableItems(db, list)).map((r) => [r.code, r.kind]));
      return {
        streams: list.filter((c) => found.has(c)).map((c) => mediaStreamOf(c, found.get(c)!)),
      };
    },
  );
}
