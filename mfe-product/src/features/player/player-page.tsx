// The player (issue 11, spec 3 §2.2): where a launch lands (/player?code=). It streams the recordings
// the API serves (POST /launch/{code} names them on short-lived signed URLs, decision 053; HLS through
// hls.js with captions, decision 057: stream-media.tsx), a program segment by segment, and reports where the person is to My Library (PUT .../progress) every few seconds, on
// pause and at the end, so Watched / Partially complete / Not started follow what was played.
import { useEffect, useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ApiError } from '@cle/contracts/api-client';
import { signIn, useAuth } from '@cle/contracts/auth';
import { Button } from '@cle/ui/button';
import { Skeleton } from '@cle/ui/skeleton';
import { preloadStreaming, StreamPlayer } from '@cle/ui/media/stream-player';
import { launchOnceSignedIn, useLaunchedStreams } from '../../lib/registration-api';
import { useProduct } from '../../lib/use-product';
import { recordProductEvent } from '../../lib/analytics';
import { ACCOUNT_LIBRARY_PATH as LIBRARY_PATH } from '../../lib/site-paths';
import { logPlayFailure, nowPlayingText, playlist } from './player-rules';
import type { PlayItem } from './player-rules';
import { usePlayer } from './use-player';
import { PlayerMessage } from './components/player-message';
import { ProgramThumbnail } from './components/program-thumbnail';
import { SegmentList } from './components/segment-list';
import {
  lineCss,
  linkCss,
  mediaAreaCss,
  nowPlayingCss,
  pageCss,
  statusCss,
  titleCss,
  titleRowCss,
} from './player-page.styles';

export function PlayerPage({ code }: { code: string }) {
  const auth = useAuth();
  const { data, error } = useProduct(code || null);
  // The launch (the streams' signed URLs) and hls.js are asked for beside the product, not after it: the
  // player's own hook asks with the same key, so it finds the answer in flight or ready (decision 095).
  useLaunchedStreams(code, auth.sub ?? auth.token);
  // ...and before that, as soon as the session is known (the hydrating render still sees nobody)
  launchOnceSignedIn(code);
  useEffect(preloadStreaming, []);

  if (!code)
    return <PlayerMessage title="Nothing to play">Open a program from My Library to play it.</PlayerMessage>;
  if (auth.ready && !auth.isAuthenticated)
    return (
      <PlayerMessage title="Sign in to play">
        <Button type="button" onClick={() => signIn(`${window.location.pathname}${window.location.search}`)}>
          Sign in
        </Button>
      </PlayerMessage>
    );
  if (error) return <PlayerMessage title="This program cannot be played">It was not found.</PlayerMessage>;
  if (!data || !auth.ready) return <Skeleton rows={6} label="Loading the player" />;

  const v = data.variation;
  const items = playlist(
    { code: v.code, pk: v.pk, title: v.displayName, parentProductCode: v.parentProductCode },
    data.catalogRelations.segments.map((s) => ({
      code: s.code,
      pk: s.pk,
      title: s.displayName,
      segmentNumber: s.segmentNumber,
    })),
  );
  const programPk = v.parentProductCode ? (data.catalogRelations.masterProgram?.pk ?? null) : v.pk;
  return (
    <Player
      code={v.code}
      title={v.displayName}
      url={v.url}
      items={items}
      programPk={programPk}
      imageUrl={v.imageUrl}
    />
  );
}

function Player({
  code,
  title,
  url,
  items,
  programPk,
  imageUrl,
}: {
  code: string;
  title: string;
  url: string;
  items: PlayItem[];
  programPk: string | null;
  imageUrl: string | null;
}) {
  const headingId = useId();
  const player = usePlayer({ code, items, programPk });
  const { current, stream, launchError } = player;
  return (
    <section aria-labelledby={headingId} css={pageCss}>
      <p css={lineCss}>
        <Link to={url} css={linkCss}>
          Back to the program page
        </Link>
      </p>
      <div css={titleRowCss}>
        {imageUrl ? <ProgramThumbnail src={imageUrl} /> : null}
        <h1 id={headingId} css={titleCss}>
          {title}
        </h1>
      </div>
      <p css={nowPlayingCss} aria-live="polite">
        {nowPlayingText(player.index, items.length, current.title)}
      </p>
      <div css={mediaAreaCss}>
        {stream ? (
          <StreamPlayer
            stream={stream}
            label={`Player: ${current.title}`}
            playback={player.playback}
            events={player.events}
            onTranscript={() => recordProductEvent('transcript', current.code)}
            onPlayFailure={logPlayFailure}
          />
        ) : launchError ? (
          <p role="alert">
            {launchError instanceof ApiError && launchError.status === 403
              ? 'Only programs you have purchased or registered for play here.'
              : 'The recording could not be loaded.'}
          </p>
        ) : (
          <Skeleton rows={2} label="Loading the recording" />
        )}
      </div>
      <p css={statusCss} role="status">
        {player.unrecorded
          ? 'This program is not in your library, so progress is not recorded.'
          : player.saved}
      </p>
      {items.length > 1 ? <SegmentList items={items} index={player.index} onChoose={player.choose} /> : null}
      <p css={lineCss}>
        <Link to={LIBRARY_PATH} css={linkCss}>
          My Library
        </Link>
      </p>
    </section>
  );
}

/** The code the player plays, from ?code= . */
export function usePlayerCode(): string {
  const { search } = useLocation();
  return new URLSearchParams(search).get('code')?.trim() ?? '';
}
