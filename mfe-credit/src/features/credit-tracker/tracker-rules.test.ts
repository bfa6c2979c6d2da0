import { tooltipDismissedCookie } from '../../lib/tooltip-cookie';
import {
  carryoverChoices,
  periodChoiceFor,
  DONUT,
  donutIsEmpty,
  donutPercent,
  earnMoreMatches,
  isAdminMode,
  isDeadlineApproaching,
  oneDecimal,
  parseTrackerQuery,
  remainingText,
  showDeadlineBanner,
  showNewBadge,
  showSwitchToExperience,
  sortEarnMore,
  splitLicenses,
  splitNoResults,
  stickyThreshold,
  TRACKER_SKELETON_ROWS,
  EARN_MORE_OPEN_DELAY_MS,
  AUTO_SCROLL_DELAY_MS,
  ADD_MODAL_DELAY_MS,
  ANNOUNCEMENT_LINES,
  COMPLIANCE_HEADER_ANIMATION_DELAY_MS,
  periodAccordions,
  REQUIREMENT_MESSAGE_LINES,
  tooltipKind,
  tooltipText,
} from './tracker-rules';

const today = new Date(2026, 10, 23);
const plus = (days: number) => {
  const d = new Date(2026, 10, 23 + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('credit tracker rules', () => {
  test('[S2-TRACKER-03] [S2-TRACKER-04] three license buttons, the rest in a dropdown', () => {
    expect(splitLicenses([1, 2, 3, 4, 5])).toEqual({ buttons: [1, 2, 3], overflow: [4, 5] });
    expect(splitLicenses([1, 2])).toEqual({ buttons: [1, 2], overflow: [] });
  });

  test('[S2-TRACKER-94] [S2-TRACKER-95] [S2-TRACKER-96] the donut percent rule and its empty state', () => {
    expect(donutPercent(40, 36)).toBe(100);
    expect(donutPercent(9, 36)).toBe(25);
    expect(donutIsEmpty(donutPercent(0, 36))).toBe(true);
    expect(donutIsEmpty(donutPercent(0, 0))).toBe(true);
    expect(donutIsEmpty(25)).toBe(false);
  });

  // S2-TRACKER-98: the donut offers the smaller sizes, but every page shows it at lg (no page has a mini
  // tracker), so a visitor never sees them; the page test proves the 260/30 default (S2-TRACKER-97).
  test('[S2-TRACKER-98] donut sizes', () => {
    expect([DONUT.defaultSize, DONUT.stroke]).toEqual([260, 30]);
    expect(DONUT.sizes).toEqual({ lg: 260, md: 100, sm: 64, miniTracker: 110 });
  });

  test('[S2-TRACKER-75] [S2-TRACKER-78] [S2-TRACKER-82] approaching from 30 days ahead (the warning threshold), not 31', () => {
    expect(isDeadlineApproaching(plus(30), false, today)).toBe(true);
    expect(isDeadlineApproaching(plus(31), false, today)).toBe(false);
  });

  test('[S2-TRACKER-76] [S2-TRACKER-79] still approaching up to 90 days past, not 91', () => {
    expect(isDeadlineApproaching(plus(-90), false, today)).toBe(true);
    expect(isDeadlineApproaching(plus(-91), false, today)).toBe(false);
  });

  test('[S2-TRACKER-77] not approaching once the requirement is met', () => {
    expect(isDeadlineApproaching(plus(10), false, today)).toBe(true);
    expect(isDeadlineApproaching(plus(10), true, today)).toBe(false);
  });

  test('[S2-TRACKER-80] [S2-TRACKER-81] days remaining and past due', () => {
    expect(remainingText(plus(31), today)).toBe('31 days remaining');
    expect(remainingText(plus(32), today)).toBeNull();
    expect(remainingText(plus(-1), today)).toBeNull();
    expect(remainingText(plus(-2), today)).toBe('Past due');
  });

  test('[S2-TRACKER-39] [S2-TRACKER-40] the deadline banner needs complete user info', () => {
    expect(showDeadlineBanner(true, false)).toBe(true);
    expect(showDeadlineBanner(true, true)).toBe(false);
  });

  test('[S2-TRACKER-50] [S2-TRACKER-51] [S2-TRACKER-52] [S2-TRACKER-53] the switch-to-experience modal', () => {
    const base = { isTransitional: true, periodMissing: false, endDate: plus(-1), today };
    expect(showSwitchToExperience(base)).toBe(true);
    expect(showSwitchToExperience({ ...base, isTransitional: false })).toBe(false);
    expect(showSwitchToExperience({ ...base, periodMissing: true })).toBe(false);
    expect(showSwitchToExperience({ ...base, endDate: plus(5) })).toBe(false);
  });

  test('[S2-TRACKER-32] totals show one decimal', () => {
    expect(oneDecimal(12)).toBe('12.0');
    expect(oneDecimal(3.25)).toBe('3.3');
  });

  const QUERY =
    '?individualSk=800002&orgSk=9001&region=132&invariantCreditType=Ethics;Skills&invariantProgramFormat=On-Demand&creditTrackerCode=SRC_KEY&page=2&ContentTabs=Programs&openReminder=true';

  test('[S2-TRACKER-54] [S2-TRACKER-55] [S2-TRACKER-56] the individual, organisation and region keys', () => {
    expect(parseTrackerQuery(QUERY)).toMatchObject({ individualSk: 800002, orgSk: 9001, region: 132 });
    expect(parseTrackerQuery('?region=abc').region).toBeNull();
  });

  test('[S2-TRACKER-57] [S2-TRACKER-58] [S2-TRACKER-59] credit types and formats as ;-separated lists, and the tracker code', () => {
    expect(parseTrackerQuery(QUERY)).toMatchObject({
      creditTypes: ['Ethics', 'Skills'],
      formats: ['On-Demand'],
      creditTrackerCode: 'SRC_KEY',
    });
  });

  // S2-TRACKER-60: spec 2 §2 lists `page` among the parameters the tracker reads and gives it no
  // effect (decision 085): it is read here, and nothing a visitor sees changes with it.
  test('[S2-TRACKER-60] [S2-TRACKER-61] [S2-TRACKER-62] page, ContentTabs=Programs and openReminder', () => {
    expect(parseTrackerQuery(QUERY)).toMatchObject({
      page: 2,
      contentTabsPrograms: true,
      openReminder: true,
    });
  });

  test('[S2-TRACKER-13] another individual than the signed-in one is admin mode', () => {
    const q = parseTrackerQuery(QUERY);
    expect(isAdminMode(q, '800001')).toBe(true);
    expect(isAdminMode(q, '800002')).toBe(false);
  });

  test('[S2-TRACKER-63] [S2-TRACKER-64] [S2-TRACKER-49] matching types or formats open the earn-more panel; the delays', () => {
    const q = parseTrackerQuery('?invariantCreditType=ethics');
    expect(earnMoreMatches(q, ['Ethics', 'General'], [])).toBe(true);
    expect(earnMoreMatches(q, ['General'], ['Live'])).toBe(false);
    expect([EARN_MORE_OPEN_DELAY_MS, AUTO_SCROLL_DELAY_MS, ADD_MODAL_DELAY_MS]).toEqual([800, 300, 10]);
  });

  test('[S2-TRACKER-65] [S2-TRACKER-66] sticky header thresholds', () => {
    expect(stickyThreshold(true)).toBe(120);
    expect(stickyThreshold(false)).toBe(185);
  });

  test('[S2-TRACKER-43] the New badge shows until expireNewStatus passes', () => {
    expect(showNewBadge(plus(0), today)).toBe(true);
    expect(showNewBadge(plus(-1), today)).toBe(false);
    expect(showNewBadge(null, today)).toBe(false);
  });

  test('[S2-TRACKER-69] [S2-TRACKER-72] earn-more sorting and the {link} of the no-results text', () => {
    const items = [
      {
        title: 'a',
        url: '/a',
        price: 300,
        credits: 2,
        date: '2026-03-01',
        format: 'On-Demand',
        searchableType: 'ondemandprogram',
        pk: 'A1',
      },
      {
        title: 'b',
        url: '/b',
        price: 100,
        credits: 6,
        date: '2026-01-01',
        format: 'Live',
        searchableType: 'liveprogram',
        pk: 'B2',
      },
    ];
    expect(sortEarnMore(items, 'price').map((i) => i.title)).toEqual(['b', 'a']);
    expect(sortEarnMore(items, 'credit').map((i) => i.title)).toEqual(['b', 'a']);
    expect(sortEarnMore(items, 'date').map((i) => i.title)).toEqual(['b', 'a']);
    expect(sortEarnMore(items, 'format').map((i) => i.title)).toEqual(['b', 'a']);
    expect(splitNoResults('Try a {link} now.')).toEqual(['Try a ', ' now.']);
  });

  test('[S2-TRACKER-106] [S2-TRACKER-110] [S2-TRACKER-111] skeleton rows and tooltip cookie lifetime', () => {
    expect(TRACKER_SKELETON_ROWS).toBe(6);
    expect(tooltipDismissedCookie('trackerTooltip')).toContain(`Max-Age=${365 * 86_400}`);
  });
});

describe('after a carryover save', () => {
  const shown = {
    startDate: '2025-01-01',
    endDate: '2026-12-31',
    previousPeriod: { startDate: '2023-01-01', endDate: '2024-12-31' },
    nextPeriod: { startDate: '2027-01-01', endDate: '2028-12-31' },
  };
  test('[S2-CREDITFORM-12] the period it falls into is selected: previous, current or next of the current one', () => {
    expect(periodChoiceFor('2026-06-01', shown, 'current')).toBe('current');
    expect(periodChoiceFor('2024-06-01', shown, 'current')).toBe('previous');
    expect(periodChoiceFor('2027-01-01', shown, 'current')).toBe('next');
    // while the previous period is shown, its next one is the current period
    expect(periodChoiceFor('2027-01-01', shown, 'previous')).toBe('current');
    expect(periodChoiceFor('2027-01-01', shown, 'next')).toBeNull();
    expect(periodChoiceFor('2019-01-01', shown, 'current')).toBeNull();
  });
  test('carryover can go into the start of the previous, current or next period', () => {
    expect(carryoverChoices(shown).map((c) => c.start)).toEqual(['2023-01-01', '2025-01-01', '2027-01-01']);
    expect(carryoverChoices({ ...shown, previousPeriod: null, nextPeriod: null })).toEqual([
      { start: '2025-01-01', label: 'Current period (01/01/2025 – 12/31/2026)' },
    ]);
  });
});

describe('period accordions, tooltips and clamps', () => {
  const shown = {
    startDate: '2025-01-01',
    endDate: '2026-12-31',
    previousPeriod: { startDate: '2023-01-01', endDate: '2024-12-31' },
    nextPeriod: { startDate: '2027-01-01', endDate: '2028-12-31' },
  };

  test('[S2-TRACKER-33] one accordion per period the member can open, the shown one selected', () => {
    expect(
      periodAccordions(shown, 'current', ['previous', 'next']).map((a) => [
        a.choice,
        a.startDate,
        a.selected,
      ]),
    ).toEqual([
      ['previous', '2023-01-01', false],
      ['current', '2025-01-01', true],
      ['next', '2027-01-01', false],
    ]);
    // without a transition option a neighbour is not offered from the current period
    expect(periodAccordions(shown, 'current', ['next']).map((a) => a.choice)).toEqual(['current', 'next']);
    // from the previous period: its own previous is beyond reach, current comes back
    expect(periodAccordions(shown, 'previous', []).map((a) => [a.choice, a.selected])).toEqual([
      ['previous', true],
      ['current', false],
    ]);
    expect(periodAccordions({ ...shown, startDate: null, endDate: null }, 'current', [])).toEqual([]);
  });

  test('[S2-TRACKER-102] limited mode and transitional or newly admitted licenses get their own tooltip wording', () => {
    expect(tooltipKind({ limited: false, transitional: false })).toBe('standard');
    expect(tooltipKind({ limited: false, transitional: true })).toBe('transitional');
    expect(tooltipKind({ limited: true, transitional: true })).toBe('limited');
    const texts = (['standard', 'transitional', 'limited'] as const).map((k) =>
      tooltipText(k, 'compliancePeriod', 'Michigan'),
    );
    expect(new Set(texts).size).toBe(3);
    expect(texts[2]).toBe(
      'Michigan sets no compliance period: the tracker lists your credits without a deadline.',
    );
    expect(tooltipText('standard', 'compliancePeriod', 'Michigan')).toBe(
      'Not your dates? Edit your compliance period here.',
    );
    expect(tooltipText('transitional', 'setupIncomplete', 'Michigan')).not.toBe(
      tooltipText('standard', 'setupIncomplete', 'Michigan'),
    );
  });

  test('the clamp and animation constants', () => {
    expect(REQUIREMENT_MESSAGE_LINES).toBe(4);
    expect(ANNOUNCEMENT_LINES).toEqual({
      small: { collapsed: 5, expanded: 9 },
      large: { collapsed: 9, expanded: 16 },
    });
    expect(COMPLIANCE_HEADER_ANIMATION_DELAY_MS).toBe(500);
  });
});
