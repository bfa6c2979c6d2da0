// The book page: answer books, course handbooks, treatises (spec 3 §2.1).
import type { ProductPayload } from '../../lib/product-payload';
import { formatDate } from '../../lib/format';
import { BookAreas } from './components/book-areas';
import { BookHeader } from './components/book-header';
import { BookSections } from './components/book-sections';
import { BookSidePanel } from './components/book-side-panel';
import type { BookPageLabels } from './components/book-side-panel';
import { mainAreaCss, pageArticleCss, pageGridCss, pageWidthCss, panelAreaCss } from './page-layout.styles';
import { panelVariants, publicationEditions } from './purchase-rules';

export function BookPage({
  data,
  labels,
  now,
}: {
  data: ProductPayload;
  now: number;
  labels: BookPageLabels;
}) {
  const v = data.variation;
  const published = v.publicationDate ? formatDate(v.publicationDate) : null;
  const variants = panelVariants('book', publicationEditions(v, data.catalogRelations.variants), now);
  return (
    <article css={pageArticleCss}>
      <div css={pageWidthCss}>
        <BookHeader data={data} published={published} searchPage={labels.searchPage} />
        <div css={pageGridCss}>
          <div css={panelAreaCss}>
            <BookSidePanel variation={v} variants={variants} now={now} labels={labels} />
          </div>
          <div css={mainAreaCss}>
            <BookAreas
              content={data.bookContent}
              book={<BookSections data={data} published={published} now={now} />}
            />
          </div>
        </div>
      </div>
    </article>
  );
}
