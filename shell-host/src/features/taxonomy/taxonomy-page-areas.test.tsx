// The taxonomy pages as visitors and editors reach them (spec 1 §2): practice area, industry and
// audience pages fill their header, top, middle and bottom areas from the page's own taxonomy; the
// search they offer is preset by it; editors get the content system's map entry by id.
import { screen, within } from '@testing-library/react';
import type { TaxonomyItems } from '@cle/contracts/block-schemas';
import type { PageContent } from '@cle/contracts/page';
import { api, recordApiCalls, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { TaxonomyPage } from './taxonomy-page';

const item = (code: string, title: string, format: string) => ({
  code,
  title,
  url: `/product/${code}`,
  format,
  searchableType: 'ondemandprogram',
  eventStart: null,
});

function taxonomyPage(type: string, name: string, taxonomyId: number): PageContent {
  return {
    contentType: ['PageData', type],
    contentLink: { id: `${type}-${taxonomyId}` },
    name,
    friendlyUrl: `/t/${taxonomyId}`,
    properties: { taxonomyId, blocks: [{ type: 'RichTextBlock', html: '<p>Editors’ picks</p>' }] },
  };
}

/** Serves the page's rows; returns the API calls made. */
function serveItems(name: string, id: number) {
  const calls = recordApiCalls();
  server.use(
    api.get<TaxonomyItems>('/taxonomy/items', () => ({
      entry: { id, name, url: `/t/${id}`, description: `All about ${name}.` },
      programs: [item('P1', `${name} Institute`, 'On-Demand')],
      publications: [item('B1', `${name} Handbook`, 'Treatise')],
      related: [{ id: id + 1, name: 'Next door', url: '/t/next', description: '' }],
    })),
  );
  return calls;
}

const area = (container: HTMLElement, name: string) =>
  within(container.querySelector<HTMLElement>(`[data-area="${name}"]`)!);

describe('[S1-TAXO-01] [S1-TAXO-02] [S1-TAXO-03] [S1-TAXO-04] taxonomy pages fill their areas from their own taxonomy', () => {
  test.each([
    // S1-TAXO-02, S1-TAXO-01, S1-TAXO-03 in this order
    ['PracticeAreaPage', 'Practice area', 'Tax Law', 25, 'subject'],
    ['IndustryNode', 'Industry', 'Banking', 5, 'industry'],
    ['IntendedAudienceNode', 'Audience', 'In-house counsel', 6, 'audience'],
  ])(
    'the %s page fills header, top, middle and bottom from its own taxonomy',
    async (type, label, name, id, kind) => {
      const calls = serveItems(name, id);
      const { container } = renderWithProviders(<TaxonomyPage page={taxonomyPage(type, name, id)} />);
      const top = await screen.findByRole('region', { name: `Programs: ${name}` });
      // the rows are asked for by the page's own taxonomy
      expect(calls.filter((c) => c.path === '/taxonomy/items').map((c) => c.query)).toEqual([
        { kind, id: String(id) },
      ]);
      const header = area(container, 'header');
      expect(header.getByText(label, { exact: true })).toBeInTheDocument();
      expect(header.getByRole('heading', { level: 1, name })).toBeInTheDocument();
      expect(header.getByText(`All about ${name}.`)).toBeInTheDocument();
      expect(area(container, 'top').getByRole('region', { name: `Programs: ${name}` })).toBe(top);
      expect(within(top).getByRole('link', { name: `${name} Institute` })).toHaveAttribute(
        'href',
        '/product/P1',
      );
      const middle = area(container, 'middle');
      expect(middle.getByRole('link', { name: `${name} Handbook` })).toBeInTheDocument();
      expect(await middle.findByText('Editors’ picks')).toBeInTheDocument();
      const bottom = area(container, 'bottom');
      expect(bottom.getByRole('link', { name: 'Next door' })).toHaveAttribute('href', '/t/next');
      expect(bottom.getByRole('link', { name: `Search everything in ${name}` })).toBeInTheDocument();
    },
  );
});

describe('taxonomy page links (spec 1 §2)', () => {
  test('[S1-TAXO-04] the search a taxonomy page offers is preset by its taxonomy', async () => {
    serveItems('Tax Law', 25);
    const subject = renderWithProviders(<TaxonomyPage page={taxonomyPage('SubjectNode', 'Tax Law', 25)} />);
    // a practice area is a search filter: its name, a pipe, its id
    expect(await screen.findByRole('link', { name: 'Search everything in Tax Law' })).toHaveAttribute(
      'href',
      '/search?query=&practiceArea=Tax+Law%7C25',
    );
    subject.unmount();
    serveItems('Banking', 5);
    renderWithProviders(<TaxonomyPage page={taxonomyPage('IndustryNode', 'Banking', 5)} />);
    expect(await screen.findByRole('link', { name: 'Search everything in Banking' })).toHaveAttribute(
      'href',
      '/search?query=Banking',
    );
  });
});

describe('[S1-TAXO-08] [S1-TAXO-09] [S1-TAXO-10] the taxonomy maps in the content system', () => {
  test.each([
    // S1-TAXO-08, S1-TAXO-09, S1-TAXO-10 in this order
    ['SubjectNode', 25, 'subject', 'https://cms.pli.edu/subject-map/25'],
    ['IndustryNode', 5, 'industry', 'https://cms.pli.edu/industry-map/5'],
    ['IntendedAudienceNode', 6, 'audience', 'https://cms.pli.edu/audience-map/6'],
  ])(
    'an editor on the %s page gets its map entry by id; a visitor does not',
    async (type, id, kind, href) => {
      serveItems('Entry', id);
      const editor = renderWithProviders(<TaxonomyPage page={taxonomyPage(type, 'Entry', id)} />, {
        auth: { token: 't', roles: ['editor'] },
      });
      const name = `Open the ${kind}-map entry in the content system`;
      expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
      editor.unmount();
      renderWithProviders(<TaxonomyPage page={taxonomyPage(type, 'Entry', id)} />);
      await screen.findByRole('region', { name: 'Programs: Entry' });
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    },
  );
});
