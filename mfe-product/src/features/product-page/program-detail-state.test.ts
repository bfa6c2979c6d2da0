// The program detail panel's one state object and its reducer (spec 1 §4, spec 3 §4.3).
import { liveSeminar, payload, segmentOf, variation } from '../../test/fixtures';
import { optionKey } from './api/use-panel-choice';
import {
  catalogRelationsOf,
  initialProgramDetailState,
  programDetailReducer as reduce,
} from './program-detail-state';
import type { ProgramDetailState } from './program-detail-state';

const KEYS: (keyof ProgramDetailState)[] = [
  'selectedVariant',
  'catalogRelations',
  'hardSelected',
  'loading',
  'materialsLoading',
  'registered',
  'registrationModalOpen',
  'componentCounts',
  'hasSegmentsSection',
  'hasTestimonialsSection',
  'isStsRenewalSelected',
  'isFooterInView',
];

// What a visitor sees of each field is proven on the real program page (program-detail.test.tsx;
// materialsLoading and isFooterInView in exposes/program-page-state.test.tsx). isStsRenewalSelected is a
// book's option (spec 3 §3: only publication variants carry sts renewal) and stays false on a program.
describe('program detail state', () => {
  test('[S1-PRODUCT-01] [S3-PANEL-44] one object holds every field the spec names', () => {
    const s = initialProgramDetailState({ code: null, hard: false });
    expect(Object.keys(s).sort()).toEqual([...KEYS].sort());
    expect(s).toMatchObject({
      selectedVariant: null,
      hardSelected: false,
      loading: false,
      registered: false,
    });
  });

  test('[S3-PANEL-44] a delayed selection soft-selects with loading, then locks; the person’s own choice wins', () => {
    let s = initialProgramDetailState({ code: null, hard: false });
    s = reduce(s, { type: 'delayed-hard-selection-started', key: 'a' });
    expect(s).toMatchObject({ selectedVariant: 'a', hardSelected: false, loading: true });
    s = reduce(s, { type: 'delayed-hard-selection-done', key: 'a' });
    expect(s).toMatchObject({ selectedVariant: 'a', hardSelected: true, loading: false });
    // a soft selection does not move a hard one
    expect(reduce(s, { type: 'select', key: 'b', hard: false }).selectedVariant).toBe('a');
    let t = initialProgramDetailState({ code: null, hard: false });
    t = reduce(t, { type: 'delayed-hard-selection-started', key: 'a' });
    t = reduce(t, { type: 'select', key: 'b', hard: true });
    t = reduce(t, { type: 'delayed-hard-selection-done', key: 'a' });
    expect(t).toMatchObject({ selectedVariant: 'b', hardSelected: true, loading: false });
  });

  test('[S1-PRODUCT-01] the sts renewal, modal, materials, registration, sections and footer flags', () => {
    let s = initialProgramDetailState({ code: null, hard: false });
    s = reduce(s, { type: 'select', key: '123:renewal', hard: true });
    expect(s.isStsRenewalSelected).toBe(true);
    s = reduce(s, { type: 'select', key: '123', hard: true });
    expect(s.isStsRenewalSelected).toBe(false);
    s = reduce(s, { type: 'registration-modal', open: true });
    s = reduce(s, { type: 'materials-loading', loading: true });
    s = reduce(s, { type: 'registered', registered: true });
    s = reduce(s, { type: 'footer-in-view', inView: true });
    const program = variation();
    const data = payload(program, {
      segments: [1, 2, 3].map((n) => ({ ...segmentOf(program, n), speakers: [] })),
    });
    s = reduce(s, catalogRelationsOf(data));
    expect(s).toMatchObject({
      registrationModalOpen: true,
      materialsLoading: true,
      registered: true,
      isFooterInView: true,
      catalogRelations: data.catalogRelations,
      componentCounts: { segments: 3, faculty: 1, testimonials: 0 },
      hasSegmentsSection: true,
      hasTestimonialsSection: false,
    });
    // an unchanged flag keeps the same object (no re-render)
    expect(reduce(s, { type: 'footer-in-view', inView: true })).toBe(s);
  });

  test('[S1-PRODUCT-01] isStsRenewalSelected stays false on a program: the sts renewal is a book option only', () => {
    const program = variation();
    const data = payload(program, { programVariants: [program, liveSeminar()] });
    let s = reduce(initialProgramDetailState({ code: program.code, hard: true }), catalogRelationsOf(data));
    expect(s.isStsRenewalSelected).toBe(false);
    // the keys the panel selects a program's variants by
    for (const v of data.catalogRelations.programVariants) {
      s = reduce(s, { type: 'select', key: optionKey(v), hard: true });
      expect(s.isStsRenewalSelected).toBe(false);
    }
  });
});
