// The podcast episode page (spec 3 §2.1): breadcrumbs, player (vimeo, podbean, acast only), Episode
// overview between the pre- and post-overview areas, 'Featured in this episode' guests, content areas 1
// to 4 with the push area at its position, and the bottom-of-page content.
import { Link } from 'react-router-dom';
import type { ProductPayload } from '../../lib/product-payload';
import { playerSource } from './content-rules';
import { EpisodeArea, EpisodeAreas } from './components/episode-areas';
import { EpisodeGuests } from './components/episode-guests';
import { EpisodeBreadcrumbs, EpisodeHeader } from './components/episode-header';
import { EpisodePlayerFacade } from './components/episode-player-facade';
import { Section } from './components/sections';
import { linkCss } from './components/sections.styles';
import { pageArticleCss } from './page-layout.styles';
import { descriptionCss, episodeWidthCss, practiceAreasCss } from './podcast-episode-page.styles';

export function PodcastEpisodePage({ data }: { data: ProductPayload }) {
  const v = data.variation;
  const rel = data.catalogRelations;
  const source = playerSource(v.playerUrl);
  const content = data.podcastContent ?? null;
  return (
    <article css={pageArticleCss}>
      <div css={episodeWidthCss}>
        <EpisodeBreadcrumbs series={rel.series} />
        <EpisodeHeader data={data} />

        {source && v.playerUrl ? (
          <EpisodePlayerFacade
            code={v.code}
            url={v.playerUrl}
            source={source}
            title={v.displayName}
            video={v.hasVideo}
          />
        ) : null}

        <EpisodeArea area={content?.preOverviewContentArea} name="preOverviewContentArea" />
        <Section id="episode-overview" title="Episode overview">
          <p css={descriptionCss}>{v.description}</p>
          {rel.practiceAreas.length ? (
            <p css={practiceAreasCss}>
              {rel.practiceAreas.map((a) => (
                <Link key={a.id} to={a.url} css={linkCss}>
                  {a.name}
                </Link>
              ))}
            </p>
          ) : null}
        </Section>
        <EpisodeArea area={content?.postOverviewContentArea} name="postOverviewContentArea" />

        <EpisodeGuests guests={rel.faculty} />
        {content ? <EpisodeAreas content={content} /> : null}
        <EpisodeArea area={content?.bottomPageContent} name="bottomPageContent" />
      </div>
    </article>
  );
}
