import { SITE_LABELS_KEY } from '@cle/contracts/site-parts';
import { BANNERS_KEY, bootFallback, SITE_PARTS_KEY } from './boot-data';

const parts = {
  header: { navigation: [] },
  footer: { columns: [] },
  labels: { customerServicePhone: '(800) 260-4754', cartUrl: '/cart' },
};

afterEach(() => delete window.__CLE_BOOT__);

test("the chrome's boot answers become SWR fallback data, labels under the remotes' own key too", async () => {
  window.__CLE_BOOT__ = {
    banners: Promise.resolve([]),
    siteParts: Promise.resolve(parts as never),
  };
  const fallback = await bootFallback(100);
  expect(fallback[BANNERS_KEY]).toEqual([]);
  expect(fallback[SITE_PARTS_KEY]).toBe(parts);
  // useSiteLabels() in a remote finds them without a second /site-parts?names=labels request
  expect(fallback[SITE_LABELS_KEY]).toBe(parts.labels);
});

test('a boot fetch that failed or is too slow leaves its keys out', async () => {
  window.__CLE_BOOT__ = {
    banners: Promise.reject(new Error('down')),
    siteParts: new Promise(() => {}),
  };
  expect(await bootFallback(20)).toEqual({});
});
