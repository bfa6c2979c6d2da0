// The ecommerce side panel mounted on its own: chosen by searchable type, for the product code pk.
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@cle/testing/render';
import { api, server } from '@cle/testing/msw';
import { bookVariation, liveSeminar, payload, variation } from '../../test/fixtures';
import { panelKindForSearchableType, panelParams } from './ecommerce-panel-rules';
import { EcommerceSidePanel } from './ecommerce-side-panel';

describe('ecommerce side panel (spec 3 §2.2)', () => {
  test('[S3-PANEL-01] the panel is chosen by searchable type: liveprogram, ondemandprogram, ondemandsegment or book', () => {
    expect(panelKindForSearchableType('liveprogram')).toBe('live');
    expect(panelKindForSearchableType('ondemandprogram')).toBe('ondemand');
    expect(panelKindForSearchableType('ondemandsegment')).toBe('segment');
    expect(panelKindForSearchableType('book')).toBe('book');
    expect(panelKindForSearchableType('podcastepisode')).toBeNull();
  });

  test('[S3-PANEL-02] the parameters are pk, title, url, action, creditTrackerCode, initialVariantSelector and searchableType', () => {
    const raw = {
      pk: '380021',
      title: 'Ethics 2027',
      url: '/programs/ethics-2027',
      action: 'StartWatching',
      creditTrackerCode: 'CT-380021',
      initialVariantSelector: '380022',
      searchableType: 'liveprogram',
    };
    expect(panelParams(raw)).toEqual(raw);
    expect(panelParams({ ...raw, pk: '' })).toBeNull();
    expect(panelParams({ ...raw, pk: '../x' })).toBeNull();
    expect(panelParams({ ...raw, searchableType: undefined })).toBeNull();
    expect(panelParams({ pk: '1', searchableType: 'book' })).toEqual({
      pk: '1',
      title: '',
      url: '',
      action: undefined,
      creditTrackerCode: undefined,
      initialVariantSelector: undefined,
      searchableType: 'book',
    });
  });

  test('[S3-PANEL-01] [S3-PANEL-02] mounted for a book it shows the format choice; for a podcast nothing', async () => {
    const book = bookVariation('TreatiseVariation', {
      code: '206633',
      pk: 'pub-206633',
      displayName: 'Guide to Leases',
      bookFormat: 'hardcover',
      price: 249,
    });
    server.use(
      api.get('/product/206633', () => payload(book)),
      api.get('/user/library/by-itemPks', () => ({ items: [] })),
    );
    renderWithProviders(
      <EcommerceSidePanel pk="206633" title="Guide to Leases" url={book.url} searchableType="book" />,
      { auth: { ready: true } },
    );
    expect(await screen.findByRole('heading', { name: 'Choose a format' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Purchase options' })).toHaveTextContent('Hardcover');
  });

  test('[S3-PANEL-02] mounted with initialVariantSelector, that way to attend is selected first', async () => {
    const webcast = variation({ retail: false, price: 0 });
    const seminar = liveSeminar();
    server.use(
      api.get('/product/380021', () => payload(webcast, { programVariants: [webcast, seminar] })),
      api.get('/user/library/by-itemPks', () => ({ items: [] })),
    );
    renderWithProviders(
      <EcommerceSidePanel
        pk="380021"
        title={webcast.displayName}
        url={webcast.url}
        searchableType="liveprogram"
        initialVariantSelector="380022"
      />,
      { auth: { ready: true } },
    );
    expect(await screen.findByRole('radio', { name: /Live Seminar/, hidden: true })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Live Webcast/, hidden: true })).not.toBeChecked();
  });

  test('[S3-PANEL-01] a searchable type without a panel renders nothing and calls nothing', () => {
    const { container } = renderWithProviders(
      <EcommerceSidePanel pk="600101" title="Episode" url="/podcasts/x/1" searchableType="podcastepisode" />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
