// The pure parts of a page's metadata that GET /content answers with (api/src/seo): dates in a program's
// own time zone across daylight-saving changes, run times as durations, descriptions cut at a word,
// breadcrumbs, and a venue's address. No database: page-seo.test.ts runs them through the route.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { breadcrumbList, isoDuration, isoWithOffset, liveProgramJsonLd } from '../src/seo/structured-data';
import type { CatalogueItem } from '../src/seo/structured-data';
import { summary } from '../src/seo/page-metadata';

describe('structured data', () => {
  test('an instant as local time with its offset, on both sides of a daylight-saving change', () => {
    assert.equal(isoWithOffset('2027-03-13T15:00:00Z', 'America/New_York'), '2027-03-13T10:00:00-05:00');
    assert.equal(isoWithOffset('2027-03-15T14:00:00Z', 'America/New_York'), '2027-03-15T10:00:00-04:00');
    assert.equal(isoWithOffset('2026-11-30T13:00:00Z', 'America/Los_Angeles'), '2026-11-30T05:00:00-08:00');
    assert.equal(isoWithOffset('2026-07-01T13:00:00Z', 'Asia/Kolkata'), '2026-07-01T18:30:00+05:30');
    // no zone, or one the runtime does not know: UTC, still with an explicit offset
    assert.equal(isoWithOffset('2026-07-01T13:00:00.250Z', null), '2026-07-01T13:00:00+00:00');
    assert.equal(isoWithOffset('2026-07-01T13:00:00Z', 'Mars/Olympus'), '2026-07-01T13:00:00+00:00');
  });

  test('run times as ISO 8601 durations; none for a missing one', () => {
    assert.equal(isoDuration(6.5 * 3600), 'PT6H30M');
    assert.equal(isoDuration(3600), 'PT1H');
    assert.equal(isoDuration(28 * 60), 'PT28M');
    assert.equal(isoDuration(null), null);
    assert.equal(isoDuration(0), null);
  });

  test('descriptions keep 160 characters at most, cut at a word with an ellipsis', () => {
    const long = `${'Securities litigation and enforcement '.repeat(6)}end`;
    const cut = summary(long);
    assert.ok(cut.length <= 160, String(cut.length));
    assert.match(cut, /[a-z]…$/);
    assert.ok(long.startsWith(cut.slice(0, -1)));
    assert.equal(summary('  Short\n text. '), 'Short text.');
  });

  test('breadcrumbs start at Home, list the parents in order and end at the page', () => {
    const list = breadcrumbList(
      [
        { name: 'Home', url: '/' },
        { name: 'Podcasts', url: '/podcasts' },
      ],
      { name: 'Series', url: '/podcasts/series' },
    );
    assert.equal(list['@type'], 'BreadcrumbList');
    assert.deepEqual(list.itemListElement, [
      { '@type': 'ListItem', position: 1, name: 'Home', item: '/' },
      { '@type': 'ListItem', position: 2, name: 'Podcasts', item: '/podcasts' },
      { '@type': 'ListItem', position: 3, name: 'Series', item: '/podcasts/series' },
    ]);
  });

  test('an in-person venue: a Place with its street address; a full program offers no seats; a free one says so', () => {
    const program: CatalogueItem = {
      title: 'Advanced Antitrust 2027',
      url: '/programs/advanced-antitrust-2027',
      searchable_type: 'liveprogram',
      description: 'Antitrust.',
      price: '0.00',
      event_start: '2027-03-15T14:00:00Z',
      event_end: '2027-03-15T21:00:00Z',
      time_zone: 'America/New_York',
      location: 'PLI New York Center, 1177 Avenue of the Americas, New York',
      publication_date: null,
      run_time_seconds: 7 * 3600,
      episode_number: null,
      image_url: '/images/programs/3.webp',
      is_stock_item: false,
      data: {
        formatKey: 'liveInPerson',
        address1: '1177 Avenue of the Americas',
        address2: 'New York, NY 10036',
      },
    };
    const [event, course] = liveProgramJsonLd(program, [{ name: 'A. Speaker', url: null }], {
      full: true,
      ended: false,
    });
    assert.deepEqual(event!.location, {
      '@type': 'Place',
      name: program.location,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1177 Avenue of the Americas',
        addressLocality: 'New York',
        addressRegion: 'NY',
        postalCode: '10036',
        addressCountry: 'US',
      },
    });
    assert.equal((event!.offers as { availability: string }).availability, 'https://schema.org/SoldOut');
    assert.equal(event!.isAccessibleForFree, true);
    assert.equal((course!.offers as { category: string }).category, 'Free');
    assert.deepEqual(event!.performer, [{ '@type': 'Person', name: 'A. Speaker' }]);
    assert.equal(event!.image, '/images/programs/3.webp?w=1600');
  });
});
