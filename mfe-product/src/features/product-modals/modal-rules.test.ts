import {
  calendarHref,
  canAddToCalendar,
  downloadChoices,
  initialDownloadSelection,
  materialHeading,
  shareMailto,
  splitMaterials,
} from './modal-rules';

const m = (title: string, chapterNumber: string) => ({ title, chapterNumber });

describe('materials (spec 3 §3 Material, §9)', () => {
  test('[S3-MODALS-03] [S3-MODALS-04] items with chapter numbers go to course materials, the rest to presentation', () => {
    const tabs = splitMaterials([m('Slides', ''), m('Ch 2', '2'), m('Ch 1', '1'), m('Index', '999')]);
    expect(tabs.course.map((x) => x.title)).toEqual(['Ch 1', 'Ch 2', 'Index']);
    expect(tabs.presentation.map((x) => x.title)).toEqual(['Slides']);
  });

  test('[S3-MODALS-05] [S3-MODALS-06] chapter 999 or empty is unnumbered and shown without a chapter prefix', () => {
    expect(materialHeading(m('Notes', '  '))).toBe('Notes');
    expect(materialHeading(m('Ninth', '9'))).toBe('Chapter 9: Ninth');
    expect(materialHeading(m('Appendix', '999'))).toBe('Appendix');
    expect(materialHeading(m('Handout', ''))).toBe('Handout');
    expect(materialHeading(m('Opening', '3'))).toBe('Chapter 3: Opening');
  });
});

describe('add to calendar (spec 3 §7)', () => {
  test('[S3-MODALS-12] [S3-MODALS-13] [S3-MODALS-14] [S3-MODALS-15] add-to-calendar/{code} with calendarType 0 Google, 1 Outlook, 2 iCal', () => {
    expect(calendarHref('/api', '380021', 'google')).toBe('/api/add-to-calendar/380021?calendarType=0');
    expect(calendarHref('/api/', '380021', 'outlook')).toBe('/api/add-to-calendar/380021?calendarType=1');
    expect(calendarHref('https://site.example/api', '380021', 'ical')).toBe(
      'https://site.example/api/add-to-calendar/380021?calendarType=2',
    );
  });

  test('only a scheduled, unexpired program can go into a calendar', () => {
    expect(canAddToCalendar({ eventStartDate: '2026-12-01T14:00:00Z' })).toBe(true);
    expect(canAddToCalendar({ eventStartDate: null })).toBe(false);
    expect(canAddToCalendar({ eventStartDate: '2026-12-01T14:00:00Z', isExpired: true })).toBe(false);
  });
});

describe('share (spec 3 §2.2)', () => {
  test('[S3-MODALS-17] the e-mail link carries the title and the address', () => {
    const href = shareMailto('Ethics & You', 'http://localhost:3000/programs/x');
    expect(href.startsWith('mailto:?subject=Ethics%20%26%20You&body=')).toBe(true);
    expect(decodeURIComponent(href.split('body=')[1]!)).toContain('http://localhost:3000/programs/x');
  });
});

describe('download (spec 3 §2.2, §3)', () => {
  const v = (code: string, concrete: string, onDemandMediaType: number | null) => ({
    code,
    pk: `pk-${code}`,
    displayName: code,
    url: `/p/${code}`,
    onDemandMediaType,
    contentType: ['ProductVariation', concrete],
  });

  test('[S3-MODALS-19] [S3-MODALS-20] audio (media type 0 / mp3) and video (1 / mp4) choices; web versions are not files', () => {
    const choices = downloadChoices([
      v('web', 'OnDemandWebVariation', null),
      v('mp3', 'OnDemandMp3Variation', 0),
      v('mp4', 'OnDemandMp4Variation', 1),
      v('a', 'OnDemandMp3Variation', null),
      v('b', 'OnDemandWebVariation', 1),
    ]);
    expect(choices.audio.map((c) => c.code)).toEqual(['mp3', 'a']);
    expect(choices.video.map((c) => c.code)).toEqual(['mp4', 'b']);
  });

  test('[S3-MODALS-22] opening preselects the purchased variant, else none', () => {
    const { audio, video } = downloadChoices([
      v('mp3', 'OnDemandMp3Variation', 0),
      v('mp4', 'OnDemandMp4Variation', 1),
    ]);
    expect(initialDownloadSelection([...audio, ...video], new Set(['mp4']))).toBe('mp4');
    expect(initialDownloadSelection([...audio, ...video], new Set())).toBeNull();
  });
});
