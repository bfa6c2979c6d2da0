import {
  crossLinkCardVisible,
  daysAwayTag,
  isDarkTheme,
  isNoIndex,
  liveStatus,
  sidePanelFor,
} from './live-status';

const start = '2027-03-27T13:00:00.000Z';
const end = '2027-03-27T14:30:00.000Z';
const S = Date.parse(start);
const E = Date.parse(end);
const MIN = 60_000;
const live = { eventStartDate: start, eventEndDate: end };

describe('live status (spec 3 §4.1)', () => {
  test('[S3-LIVE-01] [S3-LIVE-02] [S3-LIVE-04] [S3-LIVE-05] [S3-LIVE-06] before the window (30 minutes before the start) Upcoming Live, inside Live, after it (5 minutes after the end) Live ended', () => {
    expect(liveStatus(live, S - 30 * MIN - 1)).toBe('Upcoming Live');
    expect(liveStatus(live, S - 30 * MIN)).toBe('Live');
    expect(liveStatus(live, S + 10 * MIN)).toBe('Live');
    expect(liveStatus(live, E + 5 * MIN)).toBe('Live');
    expect(liveStatus(live, E + 5 * MIN + 1)).toBe('Live ended');
  });

  test('[S3-LIVE-01] the schedule, when present, bounds the live window', () => {
    const sched = {
      ...live,
      liveSchedule: [
        { start: '2027-03-28T13:00:00.000Z', end: '2027-03-28T17:00:00.000Z' },
        { start: start, end: end },
      ],
    };
    // after the first day but before the second day's end: still live by the schedule
    expect(liveStatus(sched, Date.parse('2027-03-28T17:04:00.000Z'))).toBe('Live');
    expect(liveStatus(live, Date.parse('2027-03-28T17:04:00.000Z'))).toBe('Live ended');
  });

  test('[S3-LIVE-03] a variation with no live dates is on-demand, its own state', () => {
    expect(liveStatus({ eventStartDate: null, eventEndDate: null }, S)).toBe('On-demand');
  });

  test('[S3-LIVE-07] [S3-LIVE-08] only Live turns the dark theme on', () => {
    expect(isDarkTheme('Live')).toBe(true);
    expect(isDarkTheme('Upcoming Live')).toBe(false);
    expect(isDarkTheme('Live ended')).toBe(false);
    expect(isDarkTheme('On-demand')).toBe(false);
  });

  test('[S3-LIVE-09] [S3-LIVE-10] [S3-PDP-52] live-ended or expired on-demand shows the expired panel, else purchase', () => {
    expect(sidePanelFor({ status: 'Live ended' })).toBe('expired');
    expect(sidePanelFor({ status: 'On-demand', isExpired: true })).toBe('expired');
    expect(sidePanelFor({ status: 'On-demand', isExpired: false })).toBe('purchase');
    expect(sidePanelFor({ status: 'Upcoming Live' })).toBe('purchase');
    expect(sidePanelFor({ status: 'Live' })).toBe('purchase');
  });

  test('[S3-PDP-43] [S3-PDP-44] [S3-PDP-45] a non-empty notify url wins over the expired panel', () => {
    expect(sidePanelFor({ status: 'Live ended', notifyUrl: 'https://notify.example/x' })).toBe('notify');
    expect(sidePanelFor({ status: 'Upcoming Live', notifyUrl: 'https://notify.example/x' })).toBe('notify');
    expect(sidePanelFor({ status: 'Live ended', notifyUrl: '' })).toBe('expired');
    expect(sidePanelFor({ status: 'Live ended', notifyUrl: '   ' })).toBe('expired');
  });

  test('[S3-PDP-53] [S3-PDP-54] an expired page is noindex unless a notify url exists', () => {
    expect(isNoIndex(sidePanelFor({ status: 'Live ended' }))).toBe(true);
    expect(isNoIndex(sidePanelFor({ status: 'Live ended', notifyUrl: 'https://n.example' }))).toBe(false);
    expect(isNoIndex(sidePanelFor({ status: 'Upcoming Live' }))).toBe(false);
  });
});

describe('cross-link cards (spec 3 §4.1, §5)', () => {
  const card = { title: 'T', url: '/p', datesFormatted: 'Mar 27, 2027', imageUrl: '/i.webp', ...live };

  test('[S3-PDP-64] a card renders only with title, url, date and image', () => {
    expect(crossLinkCardVisible(card, S - 10 * 86_400_000)).toBe(true);
    for (const key of ['title', 'url', 'datesFormatted', 'imageUrl'] as const)
      expect(crossLinkCardVisible({ ...card, [key]: '' }, S - 86_400_000)).toBe(false);
    expect(crossLinkCardVisible(null, S)).toBe(false);
  });

  test('[S3-LIVE-11] a card is hidden when its program is Live ended', () => {
    expect(crossLinkCardVisible(card, E + 6 * MIN)).toBe(false);
    expect(crossLinkCardVisible({ ...card, eventStartDate: null, eventEndDate: null }, E + 6 * MIN)).toBe(
      true,
    );
  });

  test('[S3-LIVE-12] [S3-LIVE-13] within 7 days of its start a card shows N day(s) away', () => {
    expect(daysAwayTag(start, S - 1 * 86_400_000)).toBe('1 day away');
    expect(daysAwayTag(start, S - 2 * 3600_000)).toBe('1 day away');
    expect(daysAwayTag(start, S - 7 * 86_400_000)).toBe('7 days away');
    expect(daysAwayTag(start, S - 7 * 86_400_000 - 1)).toBeNull();
    expect(daysAwayTag(start, S + 1)).toBeNull();
    expect(daysAwayTag(null, S)).toBeNull();
  });
});
