// The taxonomy lists (spec 1 §7: GET /taxonomy/subjects and /taxonomy/industries, no credentials):
// answered to an anonymous caller, and excludeEmpty honoured both ways on the real database.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp } from './helpers';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
// no Authorization header: the calls are sent without credentials
const names = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  assert.equal(res.statusCode, 200, res.body);
  return (res.json() as { name: string }[]).map((term) => term.name);
};

before(async () => {
  t = await startTestApp();
  // a term no product is tagged with, in each list
  await t.db.query(
    "INSERT INTO practice_areas (id, name, slug, description) VALUES (9901, 'Space Law', 'space-law', 'None yet')",
  );
  await t.db.query(
    "INSERT INTO industries (id, name, slug, description) VALUES (9902, 'Lunar Mining', 'lunar-mining', 'None yet')",
  );
});
after(async () => {
  await t.close();
});

describe('taxonomy lists without credentials', () => {
  test('[S1-API-32] subjects: excludeEmpty=true leaves out a practice area with no products, false keeps it', async () => {
    const all = await names('/api/taxonomy/subjects?onlyBabyPool=false&excludeEmpty=false');
    const filled = await names('/api/taxonomy/subjects?onlyBabyPool=false&excludeEmpty=true');
    assert.ok(all.includes('Space Law'));
    assert.ok(!filled.includes('Space Law'));
    assert.ok(filled.length > 0 && filled.every((name) => all.includes(name)));
  });

  test('[S1-API-33] industries: excludeEmpty=true leaves out an industry with no products, false keeps it', async () => {
    const all = await names('/api/taxonomy/industries?excludeEmpty=false');
    const filled = await names('/api/taxonomy/industries?excludeEmpty=true');
    assert.ok(all.includes('Lunar Mining'));
    assert.ok(!filled.includes('Lunar Mining'));
    assert.ok(filled.length > 0 && filled.every((name) => all.includes(name)));
  });
});
