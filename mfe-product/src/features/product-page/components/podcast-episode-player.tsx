// The episode page's video player (decision 068): the shared episode player (@cle/ui/media, decision
// 075) with the product page's transcript analytics and error boundary name. A chunk of its own, with
// hls.js a further chunk: fetched when the listener presses play, not with the page.
import { EpisodePlayer as SharedEpisodePlayer } from '@cle/ui/media/episode-player';
import { recordProductEvent } from '../../../lib/analytics';

export function EpisodePlayer({ code, title }: { code: string; title: string }) {
  return (
    <SharedEpisodePlayer
      code={code}
      title={title}
      reportAs="mfe-product/podcast-player"
      onTranscript={() => recordProductEvent('transcript', code)}
    />
  );
}
