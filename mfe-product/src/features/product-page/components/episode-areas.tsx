import { PODCAST_CONTENT_AREA_KEYS } from '@cle/contracts/product-content-keys';
import type { ContentArea, PodcastContent } from '@cle/contracts/product-content-schemas';
import { ContentAreaBlock } from '../../../components/content-area-block';
import { podcastAreaOrder } from '../content-rules';

/** An editors' area of the episode page, when it has one. */
export const EpisodeArea = ({ area, name }: { area: ContentArea | null | undefined; name: string }) =>
  area ? <ContentAreaBlock area={area} name={name} /> : null;

/** Content areas 1 to 4 with the push area placed at pushAreaPosition (spec 3 §2.1). */
export function EpisodeAreas({ content }: { content: PodcastContent }) {
  return (
    <>
      {podcastAreaOrder(content.pushAreaPosition).map((slot) =>
        slot === 'push' ? (
          <EpisodeArea key="push" area={content.podcastContentArea} name="podcastContentArea" />
        ) : (
          <EpisodeArea
            key={slot}
            area={content[PODCAST_CONTENT_AREA_KEYS[slot - 1]!]}
            name={`contentArea${slot}`}
          />
        ),
      )}
    </>
  );
}
