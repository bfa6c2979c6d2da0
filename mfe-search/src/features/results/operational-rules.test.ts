import { operationalRequest, operationalSettings, parseOperationalParams } from './operational-rules';

const qs = (s: string) => new URLSearchParams(s);

describe('operational search result page (spec 1 §2)', () => {
  test('[S1-SEARCH-47] [S1-SEARCH-48] the facet group and the facet operation come from the page settings', () => {
    expect(operationalSettings({ facetGroup: 'practiceArea', facetOperation: 'AND' })).toEqual({
      facetGroup: 'practiceArea',
      facetOperation: 'and',
    });
    expect(operationalSettings({ facetGroup: 'format', facetOperation: 'or' })).toEqual({
      facetGroup: 'format',
      facetOperation: 'or',
    });
    expect(operationalSettings({ facetGroup: 'colour' })).toEqual({
      facetGroup: 'creditType',
      facetOperation: 'or',
    });
    const req = operationalRequest(
      { facetGroup: 'practiceArea', facetOperation: 'and' },
      parseOperationalParams(
        { facetGroup: 'practiceArea', facetOperation: 'and' },
        qs('practiceArea=Tax Law|25;Real Estate|23'),
      ),
    );
    expect(req.facetGroups).toEqual([
      { id: 'practiceArea', values: ['Tax Law|25', 'Real Estate|23'], operation: 'and' },
    ]);
  });

  test('[S1-SEARCH-49] URL values are separated by semicolons', () => {
    const s = { facetGroup: 'format' as const, facetOperation: 'or' as const };
    expect(parseOperationalParams(s, qs('format=Live Webcast; On-Demand;;')).values).toEqual([
      'Live Webcast',
      'On-Demand',
    ]);
    expect(parseOperationalParams(s, qs('values=Podcast')).values).toEqual(['Podcast']);
  });

  test('[S1-SEARCH-50] for a credit-type facet, jurisdictions are also read from the URL', () => {
    const credit = { facetGroup: 'creditType' as const, facetOperation: 'or' as const };
    const q = parseOperationalParams(credit, qs('creditType=ETH;DIV&jurisdictions=NY;NJ&page=2'));
    expect(q).toMatchObject({ values: ['ETH', 'DIV'], jurisdictions: ['NY', 'NJ'], page: 2 });
    expect(operationalRequest(credit, q)).toMatchObject({
      pageSize: 40,
      facetGroups: [
        { id: 'creditType', values: ['ETH', 'DIV'], operation: 'or' },
        { id: 'jurisdictions', values: ['NY', 'NJ'] },
      ],
    });
    // other groups ignore the jurisdictions parameter
    const format = { facetGroup: 'format' as const, facetOperation: 'or' as const };
    expect(parseOperationalParams(format, qs('format=Podcast&jurisdictions=NY')).jurisdictions).toEqual([]);
  });

  test("[S1-SEARCH-47] the page's preset facet values apply when the URL names none, and the URL wins", () => {
    const settings = operationalSettings({
      facetGroup: 'creditType',
      facetOperation: 'or',
      facetValues: ['ETH'],
    });
    expect(settings.presetValues).toEqual(['ETH']);
    expect(operationalSettings({ facetValues: 'ETH; DIV' }).presetValues).toEqual(['ETH', 'DIV']);
    expect(operationalSettings({ facetValues: 7 }).presetValues).toBeUndefined();
    expect(operationalRequest(settings, parseOperationalParams(settings, qs(''))).facetGroups).toEqual([
      { id: 'creditType', values: ['ETH'], operation: 'or' },
    ]);
    expect(parseOperationalParams(settings, qs('creditType=DIV')).values).toEqual(['DIV']);
  });
});
