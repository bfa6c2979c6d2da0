// The podcast episode page's top (spec 3 §2.1): the breadcrumbs (Podcasts, the series), the hero
// image, 'Podcast · Episode N', the title, the guests' stacked initials, the date and runtime, and Save.
import { Link } from 'react-router-dom';
import { SaveToLibraryButton } from '@cle/ui/save-to-library-button';
import type { ProductPayload } from '../../../lib/product-payload';
import { ProductHeroImage } from '../../../components/product-hero-image';
import { formatDate, formatRuntime } from '../../../lib/format';
import { MAX_AVATARS } from '../content-rules';
import { pageHeaderCss } from '../page-layout.styles';
import {
  avatarsCss,
  breadcrumbsCss,
  episodeFactsCss,
  episodeTitleCss,
  stackedAvatarCss,
} from './episode-header.styles';
import { GuestAvatar } from './episode-guests';
import { linkCss, pageEyebrowCss } from './sections.styles';

/** The podcasts landing page (the breadcrumbs' first step). */
const PODCASTS_PATH = '/podcasts';

export function EpisodeBreadcrumbs({ series }: { series: ProductPayload['catalogRelations']['series'] }) {
  return (
    <nav aria-label="Breadcrumbs">
      <ol css={breadcrumbsCss}>
        <li>
          <Link to={PODCASTS_PATH} css={linkCss}>
            Podcasts
          </Link>
        </li>
        {series ? (
          <li>
            <span aria-hidden="true">› </span>
            <Link to={series.url} css={linkCss}>
              {series.displayName}
            </Link>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}

export function EpisodeHeader({ data }: { data: ProductPayload }) {
  const v = data.variation;
  const guests = data.catalogRelations.faculty;
  return (
    <header css={pageHeaderCss}>
      <ProductHeroImage src={v.imageUrl} />
      <p css={pageEyebrowCss}>Podcast{v.realEpisodeNumber ? ` · Episode ${v.realEpisodeNumber}` : ''}</p>
      <h1 css={episodeTitleCss}>{v.displayName}</h1>
      <p css={episodeFactsCss}>
        {guests.length ? (
          <span css={avatarsCss}>
            {guests.slice(0, MAX_AVATARS).map((g, i) => (
              <span key={g.individualId} css={stackedAvatarCss(i === 0)}>
                <GuestAvatar name={g.displayName} size={40} />
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
  );
}
