// The program detail panel's one state object and its reducer (spec 1 §4, spec 3 §4.3).
import { initialProgramDetailState, programDetailReducer as reduce } from './program-detail-state';
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

// S1-PRODUCT-01 / S3-PANEL-44 name an internal state object, which a visitor cannot see. What a visitor
// sees of it is proven on the panel: the selection, its lock and the 1200 ms loading (S3-PANEL-45..47,
// panel-ownership.test.tsx). The other flags (materials loading, registered, the registration modal,
// component counts, sections, footer in view) are held here, but the panel does not drive them: it
// reads registrations, materials and sections from their own hooks (docs/spec-truth/mfe-product.md).
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
    const relations = { segments: [] };
    s = reduce(s, {
      type: 'catalog-relations',
      catalogRelations: relations,
      counts: { segments: 3, faculty: 2, testimonials: 0 },
    });
    expect(s).toMatchObject({
      registrationModalOpen: true,
      materialsLoading: true,
      registered: true,
      isFooterInView: true,
      catalogRelations: relations,
      componentCounts: { segments: 3, faculty: 2, testimonials: 0 },
      hasSegmentsSection: true,
      hasTestimonialsSection: false,
    });
    // an unchanged flag keeps the same object (no re-render)
    expect(reduce(s, { type: 'footer-in-view', inView: true })).toBe(s);
  });
});
