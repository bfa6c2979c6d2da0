import {
  autoplayMs,
  CAROUSEL_SETUP_DELAY_MS,
  itemVariant,
  LARGE_CAROUSEL_AUTOPLAY_SECONDS,
  liveNowSlide,
  nextIndex,
  prevIndex,
  registeredLabel,
  slideFailedText,
  slideTheme,
  upcomingWithinLimits,
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

  test('[S3-HOME-13] [S3-HOME-14] [S3-HOME-15] autoplay 5 s converted to ms, large default 10 s, setup 200 ms', () => {
    expect(autoplayMs(5)).toBe(5000);
    expect(autoplayMs(undefined)).toBe(5000);
    expect(autoplayMs(undefined, LARGE_CAROUSEL_AUTOPLAY_SECONDS)).toBe(10_000);
    expect(autoplayMs(-1)).toBe(5000);
    expect(CAROUSEL_SETUP_DELAY_MS).toBe(200);
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

  test('[S3-HOME-20] [S3-HOME-21] the upcoming live block is limited by days and by count', () => {
    const now = Date.parse('2027-01-01T00:00:00Z');
    const at = (d: number) => ({ eventStartDate: new Date(now + d * 86_400_000).toISOString() });
    const items = [at(1), at(3), at(10), at(-1), at(5)];
    expect(upcomingWithinLimits(items, now, 7, 10)).toEqual([at(1), at(3), at(5)]);
    expect(upcomingWithinLimits(items, now, 7, 2)).toEqual([at(1), at(3)]);
  });
});
