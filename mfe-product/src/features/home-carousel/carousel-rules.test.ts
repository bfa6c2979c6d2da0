import {
  autoplayMs,
  itemVariant,
  LARGE_CAROUSEL_AUTOPLAY_SECONDS,
  cardCodes,
  liveNowSlide,
  onAirWebcast,
  nextIndex,
  prevIndex,
  registeredLabel,
  slideFailedText,
  slideTheme,
  upcomingRegistrationSlides,
  withRegistrations,
  withLiveNowSlide,
} from './carousel-rules';

describe('home carousel (spec 3 §4.10, §9)', () => {
  test('[S3-HOME-08] the carousel loops both ways', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(prevIndex(0, 3)).toBe(2);
    expect(prevIndex(1, 3)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
  });

  test('[S3-HOME-13] [S3-HOME-14] autoplay 5 s converted to ms, large default 10 s', () => {
    expect(autoplayMs(5)).toBe(5000);
    expect(autoplayMs(undefined)).toBe(5000);
    expect(autoplayMs(undefined, LARGE_CAROUSEL_AUTOPLAY_SECONDS)).toBe(10_000);
    expect(autoplayMs(-1)).toBe(5000);
  });

  test('[S3-HOME-09] [S3-HOME-10] the live-now slide is included unless its program is already there', () => {
    const slides = [{ code: 'a' }, { code: 'b' }];
    expect(withLiveNowSlide(slides, { code: 'c' }).map((s) => s.code)).toEqual(['c', 'a', 'b']);
    expect(withLiveNowSlide(slides, { code: 'c' })[0]?.liveNow).toBe(true);
    expect(withLiveNowSlide(slides, { code: 'b' }).map((s) => s.code)).toEqual(['a', 'b']);
    expect(withLiveNowSlide(slides, null)).toEqual(slides);
  });

  test('[S3-HOME-09] the live-now slide is the webcast on air: full width on charcoal with a Join now link', () => {
    expect(
      liveNowSlide({
        formatDisplay: 'Live Webcast',
        title: 'Tax Strategies',
        snippet: 'On air now.',
        productCode: '389999',
        url: '/programs/tax',
      }),
    ).toEqual({
      heading: 'Live Webcast',
      displayName: 'Tax Strategies',
      copy: 'On air now.',
      code: '389999',
      link: { href: '/programs/tax', text: 'Join now' },
      theme: 'full',
      itemVariant: 'charcoal',
    });
    expect(liveNowSlide(undefined)).toBeNull();
  });

  test("[S3-HOME-09] a feed item's dates and credits become the live-now slide's facts; only slides without facts need cards", () => {
    const live = liveNowSlide({
      title: 'Tax Strategies',
      productCode: '389999',
      url: '/programs/tax',
      datesFormatted: 'Nov 27, 2026 · Online',
      creditDetailsFormatted: ['Up to 12 credit hours'],
    });
    expect(live?.facts).toEqual(['Nov 27, 2026 · Online', 'Up to 12 credit hours']);
    // a listed webcast says no dates: its card is looked up
    expect(
      liveNowSlide({ title: 'Listed', productCode: '388888', url: '/programs/l' })?.facts,
    ).toBeUndefined();
    const slides = withLiveNowSlide([{ code: 'a' }, { heading: 'no code' }, { code: 'b' }], live);
    expect(cardCodes(slides)).toEqual(['a', 'b']);
    expect(cardCodes([{ code: 'c' }, ...slides])).toEqual(['c', 'a', 'b']);
  });

  test('[S3-HOME-11] [S3-HOME-12] registered slides say Online for LiveWebcast, else In-Person', () => {
    expect(registeredLabel('LiveWebcast')).toBe('Registered, Online');
    expect(registeredLabel('LiveInPerson')).toBe('Registered, In-Person');
    expect(registeredLabel(null)).toBe('Registered, In-Person');
  });

  test('[S3-HOME-03] [S3-HOME-18] themes 50, full, gallery; item variants from the palette', () => {
    expect(slideTheme('full')).toBe('full');
    expect(slideTheme('gallery')).toBe('gallery');
    expect(slideTheme('other')).toBe('50');
    expect(itemVariant('teal')).toBe('teal');
    expect(itemVariant('orange')).toBe('charcoal');
  });

  test('[S3-HOME-16] a failed slide shows Slide ... failed', () => {
    expect(slideFailedText('Tax Update')).toBe('Slide Tax Update failed');
    expect(slideFailedText(undefined)).toBe('Slide failed');
  });
});

describe('upcoming registrations on the home carousel (spec 3 §3, §4.10)', () => {
  const NOW = Date.parse('2026-11-22T12:00:00Z');
  const reg = (code: string, daysAhead: number, formatDisplay = 'Live Webcast') => ({
    productCode: code,
    title: `Program ${code}`,
    url: `/programs/${code}`,
    formatDisplay,
    schedule: [{ startDateUtc: new Date(NOW + daysAhead * 86_400_000).toISOString() }],
  });

  test('[S3-HOME-20] [S3-HOME-21] registrations within upcomingDaysLimit, at most upcomingLiveRegistrationsLimit', () => {
    const items = [reg('a', 1), reg('b', 3), reg('c', 5), reg('d', 20), reg('past', -1)];
    const slides = upcomingRegistrationSlides(items, NOW, {
      upcomingDaysLimit: 7,
      upcomingLiveRegistrationsLimit: 2,
    });
    expect(slides.map((s) => s.code)).toEqual(['a', 'b']);
    expect(
      upcomingRegistrationSlides(items, NOW, { upcomingDaysLimit: 7, upcomingLiveRegistrationsLimit: 5 }).map(
        (s) => s.code,
      ),
    ).toEqual(['a', 'b', 'c']);
    // no limits in the block: the defaults
    expect(upcomingRegistrationSlides(items, NOW, {}).map((s) => s.code)).toEqual(['a', 'b']);
    // a limit that is not a positive whole number is the default: 30 days, 2 registrations
    const slides30 = (block: Parameters<typeof upcomingRegistrationSlides>[2]) =>
      upcomingRegistrationSlides([...items, reg('e', 31)], NOW, block).map((s) => s.code);
    expect(slides30({ upcomingDaysLimit: '7', upcomingLiveRegistrationsLimit: 9 })).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(slides30({ upcomingDaysLimit: 0, upcomingLiveRegistrationsLimit: 9 })).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(slides30({ upcomingDaysLimit: 7, upcomingLiveRegistrationsLimit: 1.5 })).toEqual(['a', 'b']);
  });

  test('[S3-HOME-11] [S3-HOME-12] a registered slide reads Registered, Online for a webcast, else Registered, In-Person', () => {
    const [web, inPerson] = upcomingRegistrationSlides([reg('w', 1), reg('p', 2, 'Live In-Person')], NOW, {
      upcomingLiveRegistrationsLimit: 5,
    });
    expect(web!.isRegistered).toBe(true);
    expect(registeredLabel(web!.registrationFormat)).toBe('Registered, Online');
    expect(registeredLabel(inPerson!.registrationFormat)).toBe('Registered, In-Person');
  });

  test('[S3-HOME-09] registered programs: CMS slides say so; the others follow the live-now slide', () => {
    const registered = upcomingRegistrationSlides([reg('x', 1), reg('cms', 2)], NOW, {
      upcomingLiveRegistrationsLimit: 5,
    });
    const slides = withRegistrations(
      [
        { code: 'live', liveNow: true },
        { code: 'cms', displayName: 'CMS slide' },
      ],
      registered,
    );
    expect(slides.map((s) => s.code)).toEqual(['live', 'x', 'cms']);
    expect(slides[2]).toMatchObject({
      displayName: 'CMS slide',
      isRegistered: true,
      registrationFormat: 'LiveWebcast',
    });
    expect(withRegistrations([{ code: 'cms' }], []).map((s) => s.isRegistered)).toEqual([undefined]);
  });
});

test("[S3-HOME-19] the live-now slide block's liveProgramWebcasts: the first on air, 30 minutes before its start to 5 after its end", () => {
  const start = Date.parse('2026-12-01T15:00:00Z');
  const end = Date.parse('2026-12-01T16:00:00Z');
  const w = {
    title: 'W',
    url: '/w',
    eventStartDate: new Date(start).toISOString(),
    eventEndDate: new Date(end).toISOString(),
  };
  const min = 60_000;
  expect(onAirWebcast([w], start - 30 * min - 1)).toBeUndefined();
  expect(onAirWebcast([w], start - 30 * min)).toBe(w);
  expect(onAirWebcast([w], end + 5 * min)).toBe(w);
  expect(onAirWebcast([w], end + 5 * min + 1)).toBeUndefined();
  const other = { ...w, title: 'Other' };
  expect(onAirWebcast([other, w], start)).toBe(other);
  expect(onAirWebcast([{ title: 'No date', url: '/n' }], start)).toBeUndefined();
  expect(onAirWebcast([], start)).toBeUndefined();
});
