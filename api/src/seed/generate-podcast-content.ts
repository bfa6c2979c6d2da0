// A podcast episode's editor content (spec 3 §2.1, §3; migration 024, docs/decisions/026): the pre- and
// post-overview areas, content areas 1 to 4 with the push area's position among them, and the bottom of
// the page. Derived from the episode's code, title and index only (no random stream), so the catalogue's
// codes, titles and prices are untouched.
import type { ContentArea, PodcastContent } from '@cle/contracts/product-content-schemas';

interface Episode {
  code: string;
  title: string;
}

const area = (heading: string | null, ...paragraphs: string[]): ContentArea => ({ heading, paragraphs });

/**
 * Every episode has a pre-overview note, content area 1 and the push area; the others vary with the
 * episode's index so pages show the areas present and leave out the ones that are not. Every fifth
 * episode leaves the push position unset (the page then uses 1).
 */
export function podcastContent(ep: Episode, i: number): PodcastContent {
  return {
    preOverviewContentArea: area(
      null,
      `New to this series? Start with the overview below, then explore the guests' work.`,
    ),
    postOverviewContentArea:
      i % 2
        ? null
        : area('Listen on the go', 'Subscribe on your favourite podcast app to get new episodes first.'),
    contentArea1: area(
      'About this episode',
      `${ep.title} is part of PLI's free podcast library (${ep.code}).`,
    ),
    contentArea2:
      i % 3 === 1
        ? area('Related reading', 'PLI treatises and answer books cover the topics discussed here.')
        : null,
    contentArea3:
      i % 2 ? area('Earn CLE credit', 'Many PLI programs on this subject offer CLE credit on demand.') : null,
    contentArea4:
      i % 4 === 0
        ? area('Share your views', 'Write to the producers with questions for a future episode.')
        : null,
    podcastContentArea: area(
      'More from PLI Podcasts',
      'Browse every PLI podcast series and episode in one place.',
    ),
    pushAreaPosition: i % 5 === 4 ? null : (i % 4) + 1,
    bottomPageContent: area(null, 'The views expressed are those of the speakers and not of PLI.'),
  };
}
