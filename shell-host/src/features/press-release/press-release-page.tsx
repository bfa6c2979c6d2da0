import { Link } from 'react-router-dom';
import type { PageProps } from '@cle/contracts/page';
import { ResponsiveImage } from '@cle/ui/responsive-image';
import { colors } from '@cle/ui/theme';
import { RichText } from '../../components/blocks/rich-text';
import { BlockArea } from '../../components/blocks/block-area';
import { useEditMode } from '../../lib/use-edit-mode';
import { PressVideo } from './press-video';

interface PressImage {
  url: string;
  alt: string;
}

/** Spec 1 §2 press release: breadcrumb 'Media & Press', optional video, image, body, about the organisation. */
export function PressReleaseDetailPage({ page }: PageProps) {
  const editMode = useEditMode();
  const p = page.properties;
  const videoId = typeof p.vimeoVideoId === 'string' && p.vimeoVideoId ? p.vimeoVideoId : null;
  const image = p.image as PressImage | undefined;
  return (
    <article css={{ maxWidth: 880, margin: '0 auto', padding: '24px 16px 64px', lineHeight: 1.6 }}>
      <nav aria-label="Breadcrumb">
        <ol css={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', gap: 8 }}>
          <li>
            <Link to="/media-and-press" css={{ color: colors.red, fontWeight: 600 }}>
              Media &amp; Press
            </Link>
          </li>
          <li aria-current="page" css={{ color: colors.inkSoft }}>
            / {page.name}
          </li>
        </ol>
      </nav>
      <h1 css={{ fontSize: 36 }}>{page.name}</h1>
      {editMode ? (
        <p data-testid="video-id" css={{ padding: 12, border: `1px dashed ${colors.line}` }}>
          {videoId ? `Vimeo video ID: ${videoId}` : 'Add Vimeo video ID'}
        </p>
      ) : null}
      {videoId ? <PressVideo videoId={videoId} title={page.name} /> : null}
      {image ? (
        <ResponsiveImage
          src={image.url}
          alt={image.alt}
          sizes="(min-width: 889px) 880px, 100vw"
          priority
          css={{ width: '100%', height: 'auto', borderRadius: 8 }}
        />
      ) : null}
      <RichText html={p.body} />
      <BlockArea blocks={p.blocks} fallbackBlocks={p.fallbackBlock} />
      {p.aboutOrganization ? (
        <section
          aria-labelledby="about-organization"
          css={{ borderTop: `1px solid ${colors.line}`, marginTop: 32 }}
        >
          <h2 id="about-organization" css={{ fontSize: 20 }}>
            About PLI
          </h2>
          <RichText html={p.aboutOrganization} />
        </section>
      ) : null}
    </article>
  );
}
