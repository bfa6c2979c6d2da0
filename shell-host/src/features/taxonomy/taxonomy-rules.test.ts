import { taxonomyMapUrl, taxonomySearchUrl, TAXONOMY_KIND_BY_TYPE } from './taxonomy-rules';
import { viewFor } from '../../routing/page-registry';

describe('taxonomy rules', () => {
  test('[S1-TAXO-08] [S1-TAXO-09] [S1-TAXO-10] map links go to the content system by id', () => {
    expect(taxonomyMapUrl('subject', 4)).toMatch(/\/subject-map\/4$/);
    expect(taxonomyMapUrl('industry', 5)).toMatch(/\/industry-map\/5$/);
    expect(taxonomyMapUrl('audience', 6)).toMatch(/\/audience-map\/6$/);
  });

  test('[S1-TAXO-04] the search link presets the taxonomy as a filter', () => {
    expect(taxonomySearchUrl('subject', { id: 25, name: 'Tax Law' })).toBe(
      '/search?query=&practiceArea=Tax+Law%7C25',
    );
    expect(taxonomySearchUrl('industry', { id: 3, name: 'Banking' })).toBe('/search?query=Banking');
  });

  test('the taxonomy types map to the taxonomy view and their kinds', () => {
    for (const t of ['SubjectNode', 'PracticeAreaPage', 'IndustryNode', 'IntendedAudienceNode'])
      expect(viewFor(['PageData', t])).toEqual({ kind: 'local', view: 'taxonomy' });
    expect(TAXONOMY_KIND_BY_TYPE.IntendedAudienceNode).toBe('audience');
  });
});
