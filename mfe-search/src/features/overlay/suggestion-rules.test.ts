import type { Suggestion } from '@cle/contracts/schemas';
import { completionFor, visibleSuggestions } from './suggestion-rules';
import type { FilterState } from './suggestion-rules';

const s = (suggestion: string, type: string, filterGroup: string, filterValue: string): Suggestion => ({
  suggestion,
  type,
  tagId: filterValue,
  filterGroup,
  filterValue,
});
const jur = (name: string, code: string) => s(name, 'Jurisdiction', 'jurisdictions', code);
const credit = (name: string, code: string) => s(name, 'Credit type', 'creditType', code);
const area = (name: string, id: number) => s(name, 'Major', 'practiceArea', `${name}|${id}`);

const none: FilterState = { isChecked: () => false, isDisabled: () => false };
const names = (list: { suggestion: string }[]) => list.map((x) => x.suggestion);

describe('suggestion rules (spec 1 §5)', () => {
  test('[S1-SUGGEST-02] keeps only suggestions containing the typed text, compared case-insensitively', () => {
    const list = [jur('New York', 'NY'), jur('Ohio', 'OH'), area('Real Estate', 23), credit('Ethics', 'ETH')];
    expect(names(visibleSuggestions(list, 'YORK', none))).toEqual(['New York']);
    expect(names(visibleSuggestions(list, 'est', none))).toEqual(['Real Estate']);
    expect(visibleSuggestions(list, '   ', none)).toEqual([]);
  });

  test('[S1-SUGGEST-03] drops a suggestion equal to the typed text', () => {
    const list = [credit('Ethics', 'ETH'), area('Ethics & Professional Responsibility', 12)];
    expect(names(visibleSuggestions(list, 'ethics', none))).toEqual(['Ethics & Professional Responsibility']);
    expect(names(visibleSuggestions(list, ' Ethics ', none))).toEqual([
      'Ethics & Professional Responsibility',
    ]);
  });

  test('[S1-SUGGEST-04] omits a suggestion whose filter is already checked', () => {
    const list = [jur('New York', 'NY'), jur('New Jersey', 'NJ')];
    const checked: FilterState = {
      isChecked: (g, v) => g === 'jurisdictions' && v === 'NY',
      isDisabled: () => false,
    };
    expect(names(visibleSuggestions(list, 'new', checked))).toEqual(['New Jersey']);
  });

  test('[S1-SUGGEST-05] omits a suggestion whose filter is disabled', () => {
    const list = [jur('New York', 'NY'), jur('New Mexico', 'NM')];
    const disabled: FilterState = { isChecked: () => false, isDisabled: (_g, v) => v === 'NM' };
    expect(names(visibleSuggestions(list, 'new', disabled))).toEqual(['New York']);
  });

  test('[S1-SUGGEST-06] orders by category: Jurisdiction, Credit type, Practice area', () => {
    const list = [
      area('Technology Law', 26),
      credit('Technology', 'TECH'),
      jur('Tennessee', 'TN'),
      area('Tax Law', 25),
    ];
    expect(visibleSuggestions(list, 't', none).map((x) => x.type)).toEqual([
      'Jurisdiction',
      'Credit type',
      'Practice area',
      'Practice area',
    ]);
  });

  test('[S1-SUGGEST-07] puts prefix matches first within a category, otherwise keeps the API order', () => {
    const list = [
      area('Banking & Financial Services', 2),
      area('Bankruptcy & Restructuring', 3),
      area('Finance', 40),
      jur('District of Columbia', 'DC'),
    ];
    expect(names(visibleSuggestions(list, 'fin', none))).toEqual(['Finance', 'Banking & Financial Services']);
    expect(names(visibleSuggestions(list, 'ban', none))).toEqual([
      'Banking & Financial Services',
      'Bankruptcy & Restructuring',
    ]);
  });

  test('[S1-SUGGEST-08] shows at most 5 suggestions', () => {
    const list = [
      'Maine',
      'Maryland',
      'Massachusetts',
      'Michigan',
      'Minnesota',
      'Mississippi',
      'Missouri',
    ].map((n, i) => jur(n, `M${i}`));
    expect(visibleSuggestions(list, 'm', none)).toHaveLength(5);
  });

  test('[S1-SUGGEST-09] the first exact-prefix match drives the autocompletion', () => {
    // Alabama is shown first (Jurisdiction) but only contains "la"; the completion is the first that starts with it
    const shown = visibleSuggestions([jur('Alabama', 'AL'), area('Labor Relations', 50)], 'la', none);
    expect(names(shown)).toEqual(['Alabama', 'Labor Relations']);
    // -1: no option highlighted, as the overlay asks while the person types
    expect(completionFor(shown, 'La', -1)).toEqual({
      suggestion: expect.objectContaining({ suggestion: 'Labor Relations' }),
      rest: 'bor Relations',
    });
    const ny = visibleSuggestions([jur('New York', 'NY'), area('Real Estate', 23)], 'new y', none);
    expect(completionFor(ny, 'new y', -1)?.rest).toBe('ork');
    // a contained (not prefix) match never completes
    expect(
      completionFor(visibleSuggestions([area('Real Estate', 23)], 'estate', none), 'estate', -1),
    ).toBeNull();
  });

  test('[S1-SUGGEST-10] [S1-SUGGEST-11] a suggestion keeps text, type, tagId, filterGroup and filterValue; types are the three categories', () => {
    const [shown] = visibleSuggestions([credit('Ethics', 'ETH')], 'eth', none);
    expect(shown).toEqual({
      suggestion: 'Ethics',
      type: 'Credit type',
      tagId: 'ETH',
      filterGroup: 'creditType',
      filterValue: 'ETH',
    });
    const types = visibleSuggestions(
      [
        jur('Ethics County', 'EC'),
        credit('Ethics', 'ETH'),
        s('Ethics Law', 'Practice area', 'practiceArea', 'x|1'),
      ],
      'eth',
      none,
    ).map((x) => x.type);
    expect(types).toEqual(['Jurisdiction', 'Credit type', 'Practice area']);
    expect(visibleSuggestions([s('Ethics Hour', 'Faculty', 'faculty', '1')], 'eth', none)).toEqual([]);
  });

  test('[S1-SUGGEST-12] a suggestion of type Major is shown as Practice area', () => {
    expect(visibleSuggestions([area('Tax Law', 25)], 'tax', none)[0]?.type).toBe('Practice area');
  });

  test('[S1-SUGGEST-09] the ghost completion follows the highlighted option, never another one', () => {
    const shown = visibleSuggestions(
      [jur('New Jersey', 'NJ'), jur('New York', 'NY'), area('Renewable Energy', 9)],
      'new',
      none,
    );
    expect(names(shown)).toEqual(['New Jersey', 'New York', 'Renewable Energy']);
    expect(completionFor(shown, 'new', -1)?.suggestion.suggestion).toBe('New Jersey');
    expect(completionFor(shown, 'new', 1)).toEqual({ suggestion: shown[1], rest: ' York' });
    // the highlighted option only contains the text: no ghost at all rather than another option's
    expect(completionFor(shown, 'new', 2)).toBeNull();
  });
});
