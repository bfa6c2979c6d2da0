// Program page layout blocks (spec 3 §2.1): the live and the on-demand program page show the editors'
// layout blocks; a product's own layout and the live-now layout take their place when set.
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@cle/testing/render';
import { api, server } from '@cle/testing/msw';
import { payload, variation } from '../../test/fixtures';
import { layoutBlocksFor } from './layout-blocks';
import { ProgramPage } from './program-page';

const block = (heading: string) => ({ heading, paragraphs: [`${heading} text.`] });
const layout = {
  pdpLayoutBlock: [block('Attending live'), block('Group registration')],
  productLayoutOverride: null,
  liveNowLayoutOverride: [block('This program is live now')],
};

describe('layout blocks', () => {
  test('[S3-PDP-41] [S3-DATA-02] live now, the live-now layout; else the product layout; else pdpLayoutBlock', () => {
    expect(layoutBlocksFor(layout, 'Live').map((b) => b.heading)).toEqual(['This program is live now']);
    expect(layoutBlocksFor(layout, 'Upcoming Live').map((b) => b.heading)).toEqual([
      'Attending live',
      'Group registration',
    ]);
    const own = { ...layout, productLayoutOverride: [block('From the program chair')] };
    expect(layoutBlocksFor(own, 'On-demand').map((b) => b.heading)).toEqual(['From the program chair']);
    expect(layoutBlocksFor({}, 'On-demand')).toEqual([]);
  });

  const renderPage = (kind: 'live' | 'ondemand', over: object) => {
    server.use(
      api.get('/user/library/by-itemPks', () => ({ items: [] })),
      api.get('/registration/upcoming-registrations', () => ({ registrations: [] })),
    );
    const v = variation(over);
    renderWithProviders(
      <ProgramPage
        data={payload(v)}
        kind={kind}
        now={Date.parse('2026-11-23T12:00:00Z')}
        labels={{}}
        updateAddress={false}
      />,
      { auth: { ready: true } },
    );
  };

  test('[S3-PDP-41] the live program page shows its layout blocks', () => {
    renderPage('live', layout);
    expect(screen.getByRole('region', { name: 'Attending live' })).toHaveAttribute(
      'data-content-area',
      'pdpLayoutBlock1',
    );
    expect(screen.getByRole('region', { name: 'Group registration' })).toBeInTheDocument();
  });

  test('[S3-PDP-55] the on-demand program page has the same layout: header, jump links, layout blocks, side panel', () => {
    renderPage('ondemand', {
      searchableType: 'ondemandprogram',
      contentType: ['ProductData', 'VariationContent', 'OnDemandWebVariation'],
      eventStartDate: null,
      eventEndDate: null,
      publicationDate: '2026-06-01T00:00:00.000Z',
      pdpLayoutBlock: [block('Watching on demand')],
    });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /jump|sections|on this page/i })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Watching on demand' })).toBeInTheDocument();
    // the inline panel (hidden below md, where a sticky button opens it)
    expect(
      screen.getByRole('heading', { name: 'Purchase', hidden: true }).closest('section'),
    ).toHaveAttribute('aria-label', 'Registration and purchase');
  });
});
