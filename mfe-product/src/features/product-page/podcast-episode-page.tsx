// The podcast episode page (spec 3 §2.1): breadcrumbs, player (vimeo, podbean, acast only), Episode
// overview between the pre- and post-overview areas, 'Featured in this episode' guests, content areas 1
// to 4 with the push area at its position, and the bottom-of-page content.
import { lazy, Suspense, useState } from 'react';
import { PODCAST_CONTENT_AREA_KEYS } from '@cle/contracts/product-content-schemas';
import type { ContentArea, PodcastContent } from '@cle/contracts/product-content-schemas';
import { Link } from 'react-router-dom';
import { SaveToLibraryButton } from '@cle/ui/save-to-library-button';
import { Skeleton } from '@cle/ui/skeleton';
import { bareList, colors, focusRing, mq } from '@cle/ui/theme';
import type { FacultyMember, ProductPayload } from '../../api/product-payload';
import { formatDate, formatRuntime } from '../../lib/format';
import {
  GUESTS_START_OPEN,
  guestLayout,
  initials,
  MAX_AVATARS,
  playerSource,
  podcastAreaOrder,
} from './content-rules';
import type { PlayerSource } from './content-rules';
import { ExpandToggle, pageEyebrowCss, linkCss, Section } from './components/sections';
import { ProductHeroImage } from '../../components/product-hero-image';
import { ContentAreaBlock } from '../../components/content-area-block';

/** The video player, a chunk of its own: fetched when the listener presses play, not with the page. */
const EpisodePlayer = lazy(() =>
  import('./components/podcast-episode-player').then((m) => ({ default: m.EpisodePlayer })),
);

const Area = ({ area, name }: { area: ContentArea | null | undefined; name: string }) =>
  area ? <ContentAreaBlock area={area} name={name} /> : null;

/** Content areas 1 to 4 with the push area placed at pushAreaPosition (spec 3 §2.1). */
function EpisodeAreas({ content }: { content: PodcastContent }) {
  return (
    <>
      {podcastAreaOrder(content.pushAreaPosition).map((slot) =>
        slot === 'push' ? (
          <Area key="push" area={content.podcastContentArea} name="podcastContentArea" />
        ) : (
          <Area key={slot} area={content[PODCAST_CONTENT_AREA_KEYS[slot - 1]!]} name={`contentArea${slot}`} />
        ),
      )}
    </>
  );
}

/** The podcasts landing page (the breadcrumbs' first step). */
const PODCASTS_PATH = '/podcasts';

const SOURCE_NAME: Record<PlayerSource, string> = { vimeo: 'Vimeo', podbean: 'Podbean', acast: 'Acast' };

function Avatar({ name, size = 48 }: { name: string; size?: number }) {
  return (
    <span
      aria-hidden="true"
      css={{
        width: size,
        height: size,
        borderRadius: '50%',
        background: colors.charcoal,
        color: colors.paper,
        display: 'inline-grid',
        placeItems: 'center',
        fontWeight: 700,
        fontSize: size / 2.6,
        border: `2px solid ${colors.paper}`,
        flexShrink: 0,
      }}
    >
      {initials(name)}
    </span>
  );
}

/**
 * The player loads on request (a facade): nothing streams until the listener presses play. A video
 * episode then plays the site's own renditions through hls.js (decision 068); an audio episode the
 * provider's frame.
 */
function Player({
  code,
  url,
  source,
  title,
  video,
}: {
  code: string;
  url: string;
  source: PlayerSource;
  title: string;
  video: boolean;
}) {
  const [on, setOn] = useState(false);
  if (on && video)
    return (
      <Suspense fallback={<Skeleton rows={3} label="Loading the episode video" />}>
        <EpisodePlayer code={code} title={title} />
      </Suspense>
    );
  if (on)
    return (
      <iframe
        src={url}
        title={`${title} (${SOURCE_NAME[source]} player)`}
        allow="autoplay; fullscreen; picture-in-picture"
        css={{
          width: '100%',
          aspectRatio: video ? '16 / 9' : undefined,
          height: video ? 'auto' : 180,
          border: 0,
        }}
      />
    );
  return (
    <button
      type="button"
      onClick={() => setOn(true)}
      css={{
        width: '100%',
        minHeight: video ? 220 : 120,
        marginBottom: 16,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 12,
        font: 'inherit',
        fontWeight: 700,
        fontSize: 18,
        color: colors.paper,
        background: `linear-gradient(135deg, ${colors.charcoal}, #8a1f5c)`,
        border: 0,
        borderRadius: 8,
        cursor: 'pointer',
        '&:focus-visible': focusRing,
      }}
    >
      <span aria-hidden="true" css={{ fontSize: 40, lineHeight: 1 }}>
        ▶
      </span>
      {video ? 'Play episode video' : `Play episode on ${SOURCE_NAME[source]}`}
    </button>
  );
}

function Guest({ guest, showBio }: { guest: FacultyMember; showBio: boolean }) {
  return (
    <li css={{ display: 'grid', gridTemplateColumns: '48px 1fr', gap: 12, alignItems: 'start' }}>
      <Avatar name={guest.displayName} />
      <div css={{ display: 'grid', gap: 2 }}>
        <Link to={guest.url} css={{ ...linkCss, fontWeight: 700 }}>
          {guest.displayName}
        </Link>
        <span css={{ fontSize: 15, color: colors.inkSoft }}>
          {guest.title}, {guest.affiliation}
        </span>
        {showBio ? <p css={{ margin: '4px 0 0', lineHeight: 1.55 }}>{guest.biography}</p> : null}
      </div>
    </li>
  );
}

function Guests({ guests }: { guests: FacultyMember[] }) {
  const layout = guestLayout(guests);
  const [open, setOpen] = useState(GUESTS_START_OPEN);
  if (layout === 'none') return null;
  const twoColumn = layout === 'two-column';
  const showBio = layout !== 'no-bio' && (!twoColumn || open);
  return (
    <Section id="guests" title="Featured in this episode">
      <ul
        data-layout={layout}
        css={{
          ...bareList,
          display: 'grid',
          gap: 20,
          ...(twoColumn ? { [mq.sm700]: { gridTemplateColumns: '1fr 1fr' } } : {}),
        }}
      >
        {guests.map((g) => (
          <Guest key={g.individualId} guest={g} showBio={showBio} />
        ))}
      </ul>
      {twoColumn ? (
        <ExpandToggle expanded={open} onToggle={() => setOpen((o) => !o)} css={{ marginTop: 12 }}>
          {open ? 'Show less' : 'Show more'}
        </ExpandToggle>
      ) : null}
    </Section>
  );
}

export function PodcastEpisodePage({ data }: { data: ProductPayload }) {
  const v = data.variation;
  const rel = data.catalogRelations;
  const guests = rel.faculty;
  const source = playerSource(v.playerUrl);
  const content = data.podcastContent ?? null;
  return (
    <article css={{ padding: '24px 16px 64px', [mq.lg]: { padding: '32px 32px 64px' } }}>
      <div css={{ maxWidth: 960, margin: '0 auto' }}>
        <nav aria-label="Breadcrumbs">
          <ol
            css={{
              listStyle: 'none',
              margin: '0 0 16px',
              padding: 0,
              display: 'flex',
              gap: 8,
              flexWrap: 'wrap',
              fontSize: 15,
            }}
          >
            <li>
              <Link to={PODCASTS_PATH} css={linkCss}>
                Podcasts
              </Link>
            </li>
            {rel.series ? (
              <li>
                <span aria-hidden="true">› </span>
                <Link to={rel.series.url} css={linkCss}>
                  {rel.series.displayName}
                </Link>
              </li>
            ) : null}
          </ol>
        </nav>
        <header css={{ display: 'grid', gap: 10, paddingBottom: 20 }}>
          <ProductHeroImage src={v.imageUrl} />
          <p css={pageEyebrowCss}>Podcast{v.realEpisodeNumber ? ` · Episode ${v.realEpisodeNumber}` : ''}</p>
          <h1 css={{ margin: 0, fontSize: 30, lineHeight: 1.2, [mq.lg]: { fontSize: 38 } }}>
            {v.displayName}
          </h1>
          <p css={{ margin: 0, display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'center' }}>
            {guests.length ? (
              <span css={{ display: 'inline-flex' }}>
                {guests.slice(0, MAX_AVATARS).map((g, i) => (
                  <span key={g.individualId} css={{ marginLeft: i ? -12 : 0 }}>
                    <Avatar name={g.displayName} size={40} />
                  </span>
                ))}
              </span>
            ) : null}
            {v.publicationDate ? <strong>{formatDate(v.publicationDate)}</strong> : null}
            {v.runTimeSeconds ? <span>{formatRuntime(v.runTimeSeconds)}</span> : null}
          </p>
          {/* spec 1 §4, §8: the podcast toasts; an episode is removed without asking */}
          <SaveToLibraryButton pk={v.pk} context="podcast" title={v.displayName} />
        </header>

        {source && v.playerUrl ? (
          <Player code={v.code} url={v.playerUrl} source={source} title={v.displayName} video={v.hasVideo} />
        ) : null}

        <Area area={content?.preOverviewContentArea} name="preOverviewContentArea" />
        <Section id="episode-overview" title="Episode overview">
          <p css={{ margin: 0, lineHeight: 1.6, fontSize: 17 }}>{v.description}</p>
          {rel.practiceAreas.length ? (
            <p css={{ margin: '12px 0 0' }}>
              {rel.practiceAreas.map((a) => (
                <Link key={a.id} to={a.url} css={linkCss}>
                  {a.name}
                </Link>
              ))}
            </p>
          ) : null}
        </Section>
        <Area area={content?.postOverviewContentArea} name="postOverviewContentArea" />

        <Guests guests={guests} />
        {content ? <EpisodeAreas content={content} /> : null}
        <Area area={content?.bottomPageContent} name="bottomPageContent" />
      </div>
    </article>
  );
}
