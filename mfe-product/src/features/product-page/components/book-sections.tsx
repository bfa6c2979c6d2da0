// A book page's own content (spec 3 §2.1), placed among the editors' areas (book-areas.tsx): overview,
// publication details, the table of contents, authors, related items and testimonials.
import { formatNumber } from '@cle/ui/intl';
import { LazyTableOfContents, LazyTestimonials } from './lazy-book-extras';
import type { ProductPayload } from '../../../lib/product-payload';
import { ProductCardTile } from '../../../components/product-tile';
import { tableOfContents } from '../content-rules';
import { bookFormatLabel } from '../purchase-rules';
import { BookAuthors } from './book-authors';
import { companionCss, descriptionCss, relatedListCss } from './book-sections.styles';
import { detailsListCss } from './schedule-details';
import { LinkList, Section } from './sections';
import { CrossLinkCard } from './side-panels';

// below the fold: loaded after the page shows (the product page's JS budget)

type BookSectionsProps = { data: ProductPayload; published: string | null; now: number };

function PublicationDetails({ data, published, now }: BookSectionsProps) {
  const v = data.variation;
  const rel = data.catalogRelations;
  return (
    <Section id="publication-details" title="Publication details">
      <dl css={detailsListCss}>
        <dt>Type</dt>
        <dd>{v.format}</dd>
        <dt>Format</dt>
        <dd>{bookFormatLabel(v.bookFormat)}</dd>
        {v.pages ? (
          <>
            <dt>Pages</dt>
            <dd>{formatNumber(v.pages)}</dd>
          </>
        ) : null}
        {published ? (
          <>
            <dt>Published</dt>
            <dd>{published}</dd>
          </>
        ) : null}
        <dt>Product code</dt>
        <dd>{v.code}</dd>
        {rel.practiceAreas.length ? (
          <>
            <dt>Practice area</dt>
            <dd>
              <LinkList links={rel.practiceAreas.map((a) => ({ url: a.url, text: a.name }))} />
            </dd>
          </>
        ) : null}
      </dl>
      {rel.relatedProgramVariant ? (
        <div css={companionCss}>
          <CrossLinkCard
            label="The program this handbook accompanies"
            card={rel.relatedProgramVariant}
            now={now}
          />
        </div>
      ) : null}
    </Section>
  );
}

export function BookSections(props: BookSectionsProps) {
  const { data } = props;
  const v = data.variation;
  const rel = data.catalogRelations;
  return (
    <>
      <Section id="overview" title="Overview">
        <p css={descriptionCss}>{v.description}</p>
      </Section>

      <PublicationDetails {...props} />

      {tableOfContents(v.sortedTableOfContentListJsonString) ? (
        <LazyTableOfContents
          json={v.sortedTableOfContentListJsonString}
          searchUrlTemplate={data.bookContent?.plusSearchUrl}
          downloadUrl={data.bookContent?.plusTOCUrl}
        />
      ) : null}

      {rel.faculty.length ? <BookAuthors authors={rel.faculty} /> : null}

      {rel.relatedItems.length ? (
        <Section id="related-items" title="Related items">
          <ul css={relatedListCss}>
            {rel.relatedItems.map((c) => (
              <li key={c.productCode}>
                <ProductCardTile card={c} hideCredits imageSizes="(min-width: 576px) 50vw, 100vw" />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {data.testimonials?.length ? <LazyTestimonials testimonials={data.testimonials} /> : null}
    </>
  );
}
