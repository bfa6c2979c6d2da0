// Two API replicas on one PostgreSQL (docker-compose: api-1 and api-2 behind the `api` proxy,
// docs/decisions/028-api-replicas.md). A person's writes through one replica are what the other reads:
// the replicas keep no state of their own. docker-compose gives the e2e container API_REPLICA_URLS;
// a native run has one API, so there is nothing to compare and these tests say so and skip.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { recordTokens, signInFromHeader, USERS } from '../support/auth';

const replicas = (process.env.API_REPLICA_URLS ?? '')
  .split(',')
  .map((s) => s.trim().replace(/\/$/, ''))
  .filter(Boolean);

interface LibraryItems {
  items: { pk: string }[];
}

async function libraryPks(request: APIRequestContext, replica: string, token: string, pks: string[]) {
  const res = await request.get(
    `${replica}/api/user/library/by-itemPks?itemPks=${pks.join(',')}&includeArchived=true&includeFavorites=true`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(res.status(), `GET library through ${replica}`).toBe(200);
  return ((await res.json()) as LibraryItems).items.map((i) => i.pk);
}

test.describe('API replicas share one database', () => {
  test.skip(replicas.length < 2, 'one API in this run: API_REPLICA_URLS (docker-compose) names two replicas');

  test('a program saved through one replica is in My Library read through the other, and removed through the other it is gone through the first', async ({
    page,
    request,
  }) => {
    // signing in through the site, then six API calls: a loaded machine needs more than the default minute
    test.setTimeout(180_000);
    const [replicaA, replicaB] = replicas as [string, string];
    // both replicas answer on their own addresses, not through the proxy
    for (const replica of [replicaA, replicaB]) {
      expect((await request.get(`${replica}/api/health`)).status(), replica).toBe(200);
    }

    const tokens = recordTokens(page);
    await page.goto('/');
    await signInFromHeader(page, USERS.pm);
    await expect.poll(() => tokens.length).toBeGreaterThan(0);
    const token = tokens.at(-1)!;

    // on-demand programs from the public search (through replica A), one the person does not have yet
    const search = await request.post(`${replicaA}/api/search`, {
      data: { query: 'On-Demand', pageSize: 50, currentPage: 1 },
    });
    expect(search.status()).toBe(200);
    const programs = (
      (await search.json()) as {
        searchResults: { searchResultsItems: { pk: string; searchableType: string }[] };
      }
    ).searchResults.searchResultsItems
      .filter((i) => i.searchableType === 'ondemandprogram')
      .map((i) => i.pk);
    expect(programs.length).toBeGreaterThan(5);
    const owned = new Set(await libraryPks(request, replicaB, token, programs));
    const pk = programs.find((p) => !owned.has(p));
    expect(pk, 'a program the member does not have').toBeTruthy();

    const saved = await request.post(`${replicaA}/api/user/library/${pk}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(saved.status(), 'save through replica A').toBe(200);
    expect(await libraryPks(request, replicaB, token, [pk!]), 'read through replica B').toEqual([pk]);

    const removed = await request.delete(`${replicaB}/api/user/library/${pk}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.status(), 'remove through replica B').toBe(200);
    expect(await libraryPks(request, replicaA, token, [pk!]), 'read through replica A').toEqual([]);
  });
});
