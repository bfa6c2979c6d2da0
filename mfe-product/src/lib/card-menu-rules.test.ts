import { BREAKPOINTS } from '@cle/contracts/site';
import { cardMenuItems, launchHref } from './card-menu-rules';

const program = { code: '380021', searchableType: 'ondemandprogram' };

describe('card more-options menu (spec 3 §2.2)', () => {
  test('[S3-PANEL-53] Launch is offered below the large breakpoint only, and only for programs', () => {
    const labels = (card: typeof program, width: number) => cardMenuItems(card, width).map((i) => i.label);
    expect(labels(program, BREAKPOINTS.lg - 1)).toEqual(['Launch', 'Show more like this']);
    expect(labels(program, BREAKPOINTS.lg)).toEqual(['Show more like this']);
    expect(labels({ code: '1', searchableType: 'book' }, 400)).toEqual(['Show more like this']);
    expect(labels({ code: '1', searchableType: 'podcastepisode' }, 400)).toEqual(['Show more like this']);
    for (const searchableType of ['liveprogram', 'ondemandsegment'])
      expect(labels({ code: '1', searchableType }, 400)[0]).toBe('Launch');
  });

  test('[S3-PANEL-53] [S1-ROUTES-08] Launch goes through the authenticated product redirect and asks the panel to start watching', () => {
    expect(launchHref('380 021')).toBe('/product-auth/380%20021?action=StartWatching');
    expect(cardMenuItems(program, 400)[0]).toEqual({
      kind: 'launch',
      label: 'Launch',
      href: '/product-auth/380021?action=StartWatching',
    });
  });

  test('[S3-PANEL-54] Show more like this is offered for every card', () => {
    for (const width of [320, 2000])
      expect(cardMenuItems({ code: '9', searchableType: 'book' }, width)).toContainEqual({
        kind: 'more-like-this',
        label: 'Show more like this',
        code: '9',
      });
  });
});

describe('card menu podcast links (spec 3 §2.2)', () => {
  const episode = { code: '600101', searchableType: 'podcastepisode' };
  const links = [
    { provider: 'podbean', url: 'https://media.pli.example/podcasts/deal-talk/3.mp3' },
    { provider: 'podbean', url: 'https://media.pli.example/podcasts/deal-talk/3.mp3' },
    { provider: 'Stitcher', url: 'javascript:alert(1)' },
    { provider: 'Overcast', url: 'http://overcast.example/3' },
  ];

  test('[S3-PANEL-55] a podcast episode card offers its listening links (https only, each once) before Show more like this', () => {
    expect(cardMenuItems(episode, 2000, links)).toEqual([
      {
        kind: 'podcast-link',
        label: 'Listen on Podbean',
        href: 'https://media.pli.example/podcasts/deal-talk/3.mp3',
      },
      { kind: 'more-like-this', label: 'Show more like this', code: '600101' },
    ]);
    // other cards never offer them
    expect(cardMenuItems(program, 2000, links).map((i) => i.kind)).toEqual(['more-like-this']);
  });
});
