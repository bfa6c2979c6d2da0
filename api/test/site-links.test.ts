// Abuse: links the API writes (calendar files and calendar redirects, the compliance e-mail, launch
// URLs) name the configured site origin (SITE_ORIGIN), never the request's Origin or Referer
// (issue 37 item 8, decision 052).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startSignedInApp } from './helpers';
import type { SignedInApp } from './helpers';
import { siteOrigin as topologySiteOrigin } from '@cle/build/topology';
import { startSmtpSink } from '../src/mail/smtp-sink';
import { checkedOrigin, siteOriginFromEnv } from '../src/lib/site-origin';

const CONFIGURED = 'https://cle.example.org';
const HOSTILE = {
  origin: 'https://evil.example',
  referer: 'https://referer-evil.example/x?y=1',
  host: 'host-evil.example',
  'x-forwarded-host': 'fwd-evil.example',
};
const HOSTILE_NAMES = ['evil.example', 'localhost'];

let t: SignedInApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let live: { code: string; url: string };
const previous = process.env.SITE_ORIGIN;

before(async () => {
  process.env.SITE_ORIGIN = `${CONFIGURED}/`;
  sink = await startSmtpSink();
  t = await startSignedInApp({ mail: { host: '127.0.0.1', port: sink.port } });
  [live] = (await t.db.query<{ code: string; url: string }>(
    `SELECT code, url FROM products WHERE searchable_type = 'liveprogram' AND event_start IS NOT NULL
     ORDER BY code LIMIT 1`,
  )) as [{ code: string; url: string }];
  assert.ok(live);
});
after(async () => {
  await t.close();
  await sink.close();
  if (previous === undefined) delete process.env.SITE_ORIGIN;
  else process.env.SITE_ORIGIN = previous;
});

const noHostile = (text: string, what: string) => {
  for (const name of HOSTILE_NAMES) assert.ok(!text.includes(name), `${what} names ${name}`);
};

describe('links from configuration', () => {
  test('the .ics file links the configured site, whatever Origin, Referer or Host the request carries', async () => {
    for (const headers of [HOSTILE, { referer: HOSTILE.referer }, { origin: HOSTILE.origin }, {}]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/add-to-calendar/${live.code}?calendarType=2`,
        headers,
      });
      assert.equal(res.statusCode, 200);
      const unfolded = res.body.replace(/\r\n[ \t]/g, '');
      assert.ok(unfolded.includes(`URL:${CONFIGURED}${live.url}`), unfolded);
      noHostile(unfolded, 'the .ics');
    }
  });

  test('the Google and Outlook redirects carry the configured link, never a hostile one', async () => {
    for (const calendarType of ['0', '1']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/add-to-calendar/${live.code}?calendarType=${calendarType}`,
        headers: HOSTILE,
      });
      assert.equal(res.statusCode, 302);
      const location = decodeURIComponent(String(res.headers.location));
      assert.ok(location.includes(`${CONFIGURED}${live.url}`), location);
      noHostile(location, `calendarType ${calendarType}`);
    }
  });

  test("the compliance e-mail links the configured site, not the caller's Origin or Referer", async () => {
    const tracker = await t.call('POST', '/api/credit-tracker', 'u-retail', {});
    const entry = (
      tracker.json() as {
        trackerUsers: {
          trackers: {
            creditRegion_SK: number;
            jurisdiction: {
              totalRequirement: { isFulfilled: boolean };
              clePeriod: { endDate: string | null };
            };
          }[];
        }[];
      }
    ).trackerUsers[0]!.trackers.find(
      (e) => !e.jurisdiction.totalRequirement.isFulfilled && e.jurisdiction.clePeriod.endDate,
    )!;
    assert.ok(entry, 'the seed leaves one of her licenses unmet');
    const before = sink.messages.length;
    const res = await t.call(
      'POST',
      '/api/credit-tracker-admin/roster/9001/reminder',
      'u-roster',
      { individualSk: 800001, regionSk: entry.creditRegion_SK },
      HOSTILE,
    );
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(sink.messages.length, before + 1);
    const mail = sink.messages.at(-1)!;
    assert.ok(
      mail.text.includes(`${CONFIGURED}/account/credit/credit-tracker?region=${entry.creditRegion_SK}`),
    );
    noHostile(mail.text, 'the e-mail');
    noHostile(res.body, 'the answer');
  });

  test('launch URLs name the configured site', async () => {
    const [owned] = await t.db.query<{ code: string }>(
      `SELECT p.code FROM library_entries e JOIN products p ON p.pk = e.item_pk
       WHERE e.user_sub = 'u-retail' AND e.source = 'purchased' AND p.searchable_type = 'ondemandprogram'
       ORDER BY p.code LIMIT 1`,
    );
    assert.ok(owned);
    const res = await t.call(
      'POST',
      `/api/launch/${owned.code}`,
      'u-retail',
      { sourcecode: '', keycode: '' },
      HOSTILE,
    );
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().launchUrl, `${CONFIGURED}/player?code=${owned.code}`);
  });

  test('the setting must be an origin: a path, a query, credentials or another scheme refuse to start', () => {
    assert.equal(siteOriginFromEnv({ SITE_ORIGIN: 'https://www.example.org/' }), 'https://www.example.org');
    assert.equal(siteOriginFromEnv({ SITE_URL: 'http://localhost:3000' }), 'http://localhost:3000');
    assert.equal(siteOriginFromEnv({}), topologySiteOrigin.replace(/\/+$/, ''), 'the development default');
    for (const bad of [
      'https://x.org/path',
      'https://x.org/?q=1',
      'https://u:p@x.org',
      'javascript:alert(1)',
      'x.org',
    ])
      assert.throws(() => checkedOrigin(bad, 'SITE_ORIGIN'), /SITE_ORIGIN must be the site's origin/, bad);
    assert.throws(() => siteOriginFromEnv({ SITE_ORIGIN: 'ftp://x.org' }), /SITE_ORIGIN/);
  });
});
