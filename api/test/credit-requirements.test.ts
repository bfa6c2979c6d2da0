// Requirement arithmetic and credit rules (api/src/credit): pure functions, exact numbers, properties.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  contains,
  currentPeriod,
  periodMonths,
  periodProgress,
  shiftPeriod,
} from '../src/credit/requirements';
import type { CreditLine, CountContext } from '../src/credit/requirements';
import {
  expandTypes,
  FLORIDA_PROF_EXPANSION,
  NY_TRANSITIONAL_TYPE_ID,
  ruleSetFor,
  rulesFor,
} from '../src/credit/rules';
import type { RuleSet } from '../src/credit/rules';
import { generateCatalogue } from '../src/seed/generate-catalogue';

const cat = generateCatalogue();
const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
// the default period the tracker shows a member who set none (currentPeriod without set periods)
type PeriodArgs = Parameters<typeof currentPeriod>;
const defaultPeriod = (rule: PeriodArgs[0], asOf: string, member: PeriodArgs[2], opts?: PeriodArgs[4]) =>
  currentPeriod(rule, asOf, member, [], opts).period;
const types = new Map(cat.creditTypes.map((t) => [t.sk, t]));
const byCode = (code: string) =>
  rulesFor(
    cat.jurisdictions.find((j) => j.code === code)!,
    types,
  );

const line = (over: Partial<CreditLine>): CreditLine => ({
  certificateId: 1,
  dateCompleted: '2025-06-01',
  format: 'Live',
  typeCode: 'GEN',
  credits: 1,
  isCarryover: false,
  ...over,
});

const ruleSet = (over: Partial<RuleSet> = {}): RuleSet => ({
  id: 1,
  name: 'Test',
  period: { years: 2, basis: 'fixed', anchorYear: 2024 },
  requirements: [
    {
      key: 'total',
      heading: 'Total',
      explanatoryText: '',
      requirementType: 'Total',
      creditTypes: ['*'],
      required: 24,
    },
    {
      key: 'eth',
      heading: 'Ethics',
      explanatoryText: '',
      requirementType: 'CreditType',
      creditTypes: ['ETH'],
      required: 4,
    },
  ],
  eligibleFormats: ['Live', 'Live-webcast', 'On-Demand'],
  carryoverMax: 6,
  onDemandMax: null,
  ...over,
});
const ctx = (over: Partial<CountContext> = {}): CountContext => ({
  rules: { typeExpansions: {} },
  ruleSet: ruleSet(),
  period: { start: '2024-01-01', end: '2025-12-31' },
  carryoverAllowed: true,
  ...over,
});

describe('compliance periods', () => {
  test('[S2-TRACKER-16] fixed cycles: the period containing the day, and its neighbours', () => {
    const p = defaultPeriod({ years: 2, basis: 'fixed', anchorYear: 2024 }, '2026-11-23', {
      yearAdmitted: null,
      birthDate: null,
    });
    assert.deepEqual(p, { start: '2026-01-01', end: '2027-12-31' });
    assert.deepEqual(shiftPeriod(p!, -1), { start: '2024-01-01', end: '2025-12-31' });
    assert.deepEqual(shiftPeriod(p!, 1), { start: '2028-01-01', end: '2029-12-31' });
  });

  test('[S2-TRACKER-19] admission and birth-month periods are missing without the member information', () => {
    assert.equal(
      defaultPeriod({ years: 3, basis: 'admission', anchorYear: 2000 }, '2026-05-01', {
        yearAdmitted: null,
        birthDate: null,
      }),
      null,
    );
    assert.equal(
      defaultPeriod({ years: 2, basis: 'birth-month', anchorYear: 2000 }, '2026-05-01', {
        yearAdmitted: '2010',
        birthDate: null,
      }),
      null,
    );
  });

  test('[S2-TRACKER-16] admission periods start with the year admitted; New York periods end in the birth month', () => {
    assert.deepEqual(
      defaultPeriod({ years: 3, basis: 'admission', anchorYear: 2000 }, '2026-05-01', {
        yearAdmitted: '2016',
        birthDate: null,
      }),
      { start: '2025-01-01', end: '2027-12-31' },
    );
    // born 1981 (odd): biennial periods end in odd years, on the last day of May
    assert.deepEqual(
      defaultPeriod({ years: 2, basis: 'birth-month', anchorYear: 2000 }, '2026-11-23', {
        yearAdmitted: null,
        birthDate: '1981-05-14',
      }),
      { start: '2025-06-01', end: '2027-05-31' },
    );
  });

  test('[S2-API-37] a period the member set wins, and is carried forward by whole lengths', () => {
    const rule = { years: 2, basis: 'birth-month' as const, anchorYear: 2000 };
    const set = [{ start: '2021-03-01', end: '2023-02-28' }];
    const found = currentPeriod(rule, '2026-11-23', { yearAdmitted: null, birthDate: null }, set);
    assert.deepEqual(found.period, { start: '2025-03-01', end: '2027-02-28' });
    assert.equal(found.isUserSet, true);
    assert.equal(found.defaultPeriod, null);
  });

  test('[S2-TRACKER-17] shifting a period back and forth returns to it (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1990, max: 2040 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: -5, max: 5 }),
        (year, month, years, k) => {
          const start = `${year}-${String(month).padStart(2, '0')}-01`;
          const p = { start, end: addDays(`${year + years}-${String(month).padStart(2, '0')}-01`, -1) };
          const moved = shiftPeriod(p, k);
          assert.equal(periodMonths(moved), years * 12);
          assert.deepEqual(shiftPeriod(moved, -k), p);
          // consecutive periods touch: the day after one ends, the next starts
          assert.equal(addDays(moved.end, 1), shiftPeriod(moved, 1).start);
        },
      ),
    );
  });
});

describe('requirement arithmetic', () => {
  test('[S2-API-34] earned, counted, remaining and isFulfilled of a total and a credit-type requirement', () => {
    const lines = [
      line({ typeCode: 'GEN', credits: 10.5 }),
      line({ typeCode: 'ETH', credits: 2.25, certificateId: 2 }),
      line({ typeCode: 'ETH', credits: 1, dateCompleted: '2023-12-31', certificateId: 3 }),
    ];
    const progress = periodProgress(lines, ctx());
    const [total, eth] = progress.requirements;
    assert.deepEqual(
      [total!.required, total!.earned, total!.counted, total!.remaining, total!.isFulfilled],
      [24, 12.75, 12.75, 11.25, false],
    );
    assert.deepEqual(
      [eth!.earned, eth!.counted, eth!.remaining, eth!.isFulfilled],
      [2.25, 2.25, 1.75, false],
    );
    assert.deepEqual(progress.totalRequirement, {
      required: 24,
      counted: 12.75,
      earned: 12.75,
      isFulfilled: false,
    });
  });

  test('[S2-TRACKER-26] a requirement is fulfilled when nothing remains (property: remaining = max(0, required - counted))', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 999 }), { maxLength: 20 }),
        fc.integer({ min: 0, max: 60 }),
        (cents, required) => {
          const lines = cents.map((c, i) => line({ credits: c / 100, certificateId: i, typeCode: 'ETH' }));
          const only = ruleSet({
            requirements: [
              {
                key: 'eth',
                heading: 'Ethics',
                explanatoryText: '',
                requirementType: 'CreditType',
                creditTypes: ['ETH'],
                required,
              },
            ],
          });
          const r = periodProgress(lines, ctx({ ruleSet: only })).requirements[0]!;
          const sum = Math.round(cents.reduce((s, c) => s + c, 0)) / 100;
          assert.equal(r.earned, sum);
          assert.equal(r.remaining, Math.max(0, Math.round((required - r.counted) * 100) / 100));
          assert.equal(r.isFulfilled, r.remaining === 0);
        },
      ),
    );
  });

  test('[S2-API-34] the On-Demand cap counts at most its maximum and says so (maxInfoMessage)', () => {
    const lines = [
      line({ format: 'On-Demand', credits: 8 }),
      line({ format: 'Live', credits: 3, certificateId: 2 }),
    ];
    const [total] = periodProgress(lines, ctx({ ruleSet: ruleSet({ onDemandMax: 5 }) })).requirements;
    assert.equal(total!.earned, 11);
    assert.equal(total!.counted, 8);
    assert.match(total!.maxInfoMessage!, /maximum of 5 On-Demand credits.*3 credits were not counted/);
  });

  test('[S2-TRACKER-100] [S2-TRACKER-101] carryover counts up to its limit, and not at all when not allowed', () => {
    const lines = [
      line({ credits: 4, isCarryover: true, certificateId: 1, dateCompleted: '2024-01-01' }),
      line({ credits: 5, isCarryover: true, certificateId: 2, dateCompleted: '2024-01-02' }),
    ];
    assert.equal(periodProgress(lines, ctx()).totalRequirement.counted, 6);
    assert.equal(periodProgress(lines, ctx({ carryoverAllowed: false })).totalRequirement.earned, 0);
  });

  test('[S2-API-34] ineligible formats and credits outside the period do not count', () => {
    const lines = [
      line({ format: 'On-Demand', credits: 5 }),
      line({ dateCompleted: '2026-01-01', credits: 5 }),
    ];
    const set = ruleSet({ eligibleFormats: ['Live', 'Live-webcast'] });
    assert.equal(periodProgress(lines, ctx({ ruleSet: set })).totalRequirement.earned, 0);
  });
});

describe('jurisdiction rules', () => {
  test('[S2-TRACKER-105] New York transitional rules are rule set 35: two year requirements with sub-requirements', () => {
    const ny = byCode('NY');
    const set = ruleSetFor(ny, true)!;
    assert.equal(set.id, NY_TRANSITIONAL_TYPE_ID);
    assert.equal(NY_TRANSITIONAL_TYPE_ID, 35);
    assert.equal(ruleSetFor(ny, false)!.id, ny.regionSk);
    const years = set.requirements.filter((r) => r.requirementType === 'Year');
    assert.deepEqual(
      years.map((r) => [r.year, r.required, r.subRequirements!.map((s) => s.required)]),
      [
        [1, 16, [3, 6, 7]],
        [2, 16, [3, 6, 7]],
      ],
    );
    assert.equal(set.carryoverMax, null);
  });

  test('[S2-TRACKER-103] for the New York transitional region CyberEthics expands to no credit types (hidden, not required); elsewhere it stays', () => {
    const ny = byCode('NY');
    assert.deepEqual(expandTypes(ny, ['CYBERETHICS']), []);
    // only there: another region keeps the type as it is
    assert.deepEqual(expandTypes(byCode('TX'), ['CYBERETHICS']), ['CYBERETHICS']);
    const set = ruleSetFor(ny, true)!;
    const progress = periodProgress([line({ typeCode: 'CYB', credits: 2, dateCompleted: '2025-03-01' })], {
      rules: ny,
      ruleSet: set,
      period: { start: '2025-01-01', end: '2026-12-31' },
      carryoverAllowed: false,
    });
    const cyber = progress.requirements.find((r) => r.key === 'cyberethics')!;
    assert.equal(cyber.isHidden, true);
    assert.equal(cyber.required, 0);
  });

  test('[S2-TRACKER-104] for Florida, Prof expands to Ethic, Professionalism, Illness and Substance', () => {
    const fl = byCode('FL');
    assert.deepEqual([...FLORIDA_PROF_EXPANSION], ['ETH', 'PROF', 'MH-ILLNESS', 'MH-SUBSTANCE']);
    assert.deepEqual(expandTypes(fl, ['FLPROF']).sort(), ['ETH', 'MH', 'PROF']);
    const set = ruleSetFor(fl, false)!;
    const prof = set.requirements.find((r) => r.creditTypes.includes('FLPROF'))!;
    const lines = [
      line({ typeCode: 'ETH', credits: 1 }),
      line({ typeCode: 'PROF', credits: 1, certificateId: 2 }),
      line({ typeCode: 'MH', credits: 1, certificateId: 3 }),
      line({ typeCode: 'GEN', credits: 5, certificateId: 4 }),
    ];
    const period = defaultPeriod(set.period, '2025-06-01', { yearAdmitted: '2016', birthDate: null })!;
    const progress = periodProgress(lines, { rules: fl, ruleSet: set, period, carryoverAllowed: true });
    assert.equal(progress.requirements.find((r) => r.key === prof.key)!.earned, 3);
  });

  test('[S2-TRACKER-91] New York transitional year requirements count each year of the period and carry a side-note end date', () => {
    const ny = byCode('NY');
    const set = ruleSetFor(ny, true)!;
    const period = defaultPeriod(
      set.period,
      '2025-06-01',
      { yearAdmitted: '2025', birthDate: null },
      { transitional: true },
    )!;
    assert.deepEqual(period, { start: '2025-01-01', end: '2026-12-31' });
    const lines = [
      line({ typeCode: 'ETH', credits: 3, dateCompleted: '2025-02-01' }),
      line({ typeCode: 'SKL', credits: 2, dateCompleted: '2026-02-01', certificateId: 2 }),
    ];
    const progress = periodProgress(lines, { rules: ny, ruleSet: set, period, carryoverAllowed: false });
    const y1 = progress.requirements.find((r) => r.key === 'year-1')!;
    const y2 = progress.requirements.find((r) => r.key === 'year-2')!;
    assert.equal(y1.earned, 3);
    assert.equal(y2.earned, 2);
    assert.equal(y1.sideNote!.endDate, '2025-12-31');
    assert.ok(contains(period, y2.sideNote!.endDate));
    assert.equal(y1.subRequirements.find((s) => s.heading === 'Ethics')!.isFulfilled, true);
    assert.match(y1.minEarnedSubRequirementsMessage!, /at least 3 of these 3 areas/);
  });

  test('[S2-TRACKER-11] jurisdictions without mandatory CLE have no rule set (limited mode)', () => {
    const md = byCode('MD');
    assert.equal(md.mandatory, false);
    assert.equal(ruleSetFor(md, false), null);
  });
});
