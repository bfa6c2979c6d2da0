import { BOOK_TYPES, LIVE_TYPES, ON_DEMAND_TYPES } from '@cle/contracts/product-types';
import { mediaType, membershipRedirect, pageKindFor } from './product-kind';

const chain = (t: string) => ['ProductData', 'VariationContent', t];

describe('product page by content type (spec 3 §2.1)', () => {
  test('[S3-PDP-01] [S3-PDP-02] the last item of the contentType list picks the page', () => {
    expect(pageKindFor(['PodcastEpisodeVariation', 'TreatiseVariation'])).toBe('book');
    expect(pageKindFor(['TreatiseVariation', 'PodcastEpisodeVariation'])).toBe('podcast');
    expect(pageKindFor(['ProductData', 'SomethingElse'])).toBeNull();
    expect(pageKindFor([])).toBeNull();
  });

  test('[S3-PDP-03] the six book types the spec names show the book page, and no other type does', () => {
    const named = [
      'AnswerBookVariation',
      'AnswerBookSingleTitleSubscriptionVariation',
      'CourseHandbookVariation',
      'CourseHandbookSingleTitleSubscriptionVariation',
      'TreatiseVariation',
      'TreatiseSingleTitleSubscriptionVariation',
    ];
    for (const t of named) expect({ t, kind: pageKindFor(chain(t)) }).toEqual({ t, kind: 'book' });
    expect([...BOOK_TYPES].sort()).toEqual([...named].sort());
    for (const t of [...LIVE_TYPES, ...ON_DEMAND_TYPES, 'PodcastEpisodeVariation'])
      expect(pageKindFor(chain(t))).not.toBe('book');
  });

  test('[S3-PDP-04] membership and plus subscription variations are mapped', () => {
    expect(pageKindFor(chain('IndividualMembershipVariation'))).toBe('membership');
    expect(pageKindFor(chain('IndividualPlusSubscriptionVariation'))).toBe('membership');
  });

  test('[S3-PDP-05] the live types show the live page; interactive webcast has its own incomplete kind', () => {
    expect(LIVE_TYPES).toHaveLength(7);
    for (const t of LIVE_TYPES.filter((x) => x !== 'LiveProgramInteractiveWebcastVariation'))
      expect(pageKindFor(chain(t))).toBe('live');
    expect(pageKindFor(chain('LiveProgramInteractiveWebcastVariation'))).toBe('incomplete');
  });

  test('[S3-PDP-06] [S3-PDP-08] on-demand types show the program page, or the segment page when onDemandType is 1', () => {
    expect(ON_DEMAND_TYPES).toHaveLength(8);
    for (const t of ON_DEMAND_TYPES) {
      expect(pageKindFor(chain(t), 0)).toBe('ondemand');
      expect(pageKindFor(chain(t), 1)).toBe('segment');
    }
  });

  test('[S3-PDP-07] podcast episodes show the podcast episode page', () => {
    expect(pageKindFor(chain('PodcastEpisodeVariation'))).toBe('podcast');
  });

  test('[S3-PDP-09] onDemandMediaType 0 is audio and 1 is video', () => {
    expect(mediaType(0)).toBe('audio');
    expect(mediaType(1)).toBe('video');
    expect(mediaType(null)).toBeNull();
  });

  test('[S3-PDP-35] [S3-PDP-36] [S3-PDP-37] [S3-PDP-38] membership pages redirect keeping query and hash', () => {
    expect(membershipRedirect(chain('IndividualMembershipVariation'), '?src=ad', '#plans')).toBe(
      '/membership?src=ad#plans',
    );
    expect(membershipRedirect(chain('IndividualPlusSubscriptionVariation'), '', '')).toBe('/membership');
    expect(membershipRedirect(chain('TreatiseVariation'), '?a=1', '')).toBeNull();
  });
});
