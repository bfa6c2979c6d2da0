// A book page's header (spec 3 §2.1): the hero image, the format, the title, the publication date, the
// authors (linked), and the save and action buttons.
import { Link } from 'react-router-dom';
import { SaveToLibraryButton } from '@cle/ui/save-to-library-button';
import type { ProductPayload } from '../../../lib/product-payload';
import { ProductHeroImage } from '../../../components/product-hero-image';
import { ActionsSlot } from '../../../lib/panel-slots';
import { actionsRowCss, pageHeaderCss, pageTitleCss } from '../page-layout.styles';
import { linkCss, pageEyebrowCss } from './sections.styles';
import { lineCss, publishedCss } from './book-header.styles';

export function BookHeader({
  data,
  published,
  searchPage,
}: {
  data: ProductPayload;
  /** the publication date as shown */
  published: string | null;
  searchPage?: string;
}) {
  const v = data.variation;
  const authors = data.catalogRelations.faculty;
  return (
    <header css={pageHeaderCss}>
      <ProductHeroImage src={v.imageUrl} />
      <p css={pageEyebrowCss}>{v.format}</p>
      <h1 css={pageTitleCss}>{v.displayName}</h1>
      {published ? <p css={publishedCss}>Published {published}</p> : null}
      {authors.length ? (
        <p css={lineCss}>
          By{' '}
          {authors.map((a, i) => (
            <span key={a.individualId}>
              {i ? (i === authors.length - 1 ? ' and ' : ', ') : ''}
              <Link to={a.url} css={linkCss}>
                {a.displayName}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
      <div css={actionsRowCss}>
        {/* spec 1 §4 / spec 3: save to My Library; removal is confirmed */}
        <SaveToLibraryButton pk={v.pk} context="my-library" confirmRemoval title={v.displayName} />
        <ActionsSlot variation={v} programVariants={[]} hasMaterials searchPage={searchPage} />
      </div>
    </header>
  );
}
