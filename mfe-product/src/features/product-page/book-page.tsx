// The book page: answer books, course handbooks, treatises (spec 3 §2.1).
import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { CONTENT_AREA_KEYS } from '@cle/contracts/product-content-schemas';
import type { BookContent } from '@cle/contracts/product-content-schemas';
import { Skeleton } from '@cle/ui/skeleton';
import { Link } from 'react-router-dom';
import { SaveToLibraryButton } from '@cle/ui/save-to-library-button';
import { bareList, colors, mq } from '@cle/ui/theme';
import type { FacultyMember, ProductPayload } from '../../api/product-payload';
import { ProductCardTile } from '../../components/product-tile';
import { formatDate } from '../../lib/format';
import { bookAreaOrder, initials, showsOrderNotice, tableOfContents } from './content-rules';
import { bookFormatLabel, panelVariants, PurchasePanel } from './components/purchase-panel';
import { ExpandToggle, pageEyebrowCss, LinkList, linkCss, Section } from './components/sections';
import { detailsListCss } from './components/schedule-details';
import { CrossLinkCard } from './components/side-panels';
import { PublicationAccessNote } from './components/publication-access-note';
import { MembershipNotes } from './components/membership-notes';
import { ProductHeroImage } from '../../components/product-hero-image';
import { ContentAreaBlock } from '../../components/content-area-block';
import { ActionsSlot } from '../../lib/panel-slots';
import { formatNumber } from '@cle/ui/intl';

// below the fold: loaded after the page shows (the product page's JS budget)
const TableOfContents = lazy(() =>
  import('./components/book-extras').then((m) => ({ default: m.TableOfContents })),
);
const Testimonials = lazy(() =>
  import('./components/book-extras').then((m) => ({ default: m.Testimonials })),
);

/**
 * Spec 3 §2.1: the seven editor content areas with the book's own content placed at
 * bookProductContentAreaPosition (1 to 7, default 3).
 */
function BookAreas({ content, book }: { content: BookContent | null | undefined; book: ReactNode }) {
  if (!content) return <>{book}</>;
  return (
    <>
      {bookAreaOrder(content.bookProductContentAreaPosition).map((slot) => {
        if (slot === 'book') return <div key="book">{book}</div>;
        const area = content[CONTENT_AREA_KEYS[slot - 1]!];
        return area ? <ContentAreaBlock key={slot} area={area} name={`contentArea${slot}`} /> : null;
      })}
      {content.globalPushArea && !content.suppressGlobalPushArea ? (
        <ContentAreaBlock area={content.globalPushArea} name="globalPushArea" />
      ) : null}
    </>
  );
}

/** An author bio is cut to this many characters until 'Read more'. */
const BIO_PREVIEW_CHARS = 160;

function AuthorCard({ author }: { author: FacultyMember }) {
  const [open, setOpen] = useState(false);
  const long = author.biography.length > BIO_PREVIEW_CHARS;
  const bio = open || !long ? author.biography : `${author.biography.slice(0, BIO_PREVIEW_CHARS).trimEnd()}…`;
  return (
    <li css={{ display: 'grid', gridTemplateColumns: '64px 1fr', gap: 16, alignItems: 'start' }}>
      <span
        aria-hidden="true"
        css={{
          width: 64,
          height: 64,
          borderRadius: '50%',
          background: colors.mist,
          border: `1px solid ${colors.line}`,
          display: 'grid',
          placeItems: 'center',
          fontWeight: 700,
          fontSize: 20,
          color: colors.inkSoft,
        }}
      >
        {initials(author.displayName)}
      </span>
      <div css={{ display: 'grid', gap: 4 }}>
        <h3 css={{ margin: 0, fontSize: 18 }}>
          <Link to={author.url} css={linkCss}>
            {author.displayName}
          </Link>
        </h3>
        <p css={{ margin: 0, fontSize: 15, color: colors.inkSoft }}>
          {author.title}, {author.affiliation}
        </p>
        <p css={{ margin: 0, lineHeight: 1.55 }}>{bio}</p>
        {long ? (
          <ExpandToggle expanded={open} onToggle={() => setOpen((o) => !o)} css={{ justifySelf: 'start' }}>
            {open ? 'Read less' : 'Read more'}
          </ExpandToggle>
        ) : null}
      </div>
    </li>
  );
}

export function BookPage({
  data,
  labels,
  now,
}: {
  data: ProductPayload;
  now: number;
  labels: {
    customerServicePhone?: string;
    customerServiceEmail?: string;
    cartUrl?: string;
    searchPage?: string;
  };
}) {
  const v = data.variation;
  const rel = data.catalogRelations;
  const authors = rel.faculty;
  const published = v.publicationDate ? formatDate(v.publicationDate) : null;
  const variants = panelVariants('book', [v], now);

  return (
    <article css={{ padding: '24px 16px 64px', [mq.lg]: { padding: '32px 32px 64px' } }}>
      <div css={{ maxWidth: 1280, margin: '0 auto' }}>
        <header css={{ display: 'grid', gap: 10, paddingBottom: 20 }}>
          <ProductHeroImage src={v.imageUrl} />
          <p css={pageEyebrowCss}>{v.format}</p>
          <h1 css={{ margin: 0, fontSize: 30, lineHeight: 1.2, [mq.lg]: { fontSize: 40 } }}>
            {v.displayName}
          </h1>
          {published ? <p css={{ margin: 0, fontWeight: 600 }}>Published {published}</p> : null}
          {authors.length ? (
            <p css={{ margin: 0 }}>
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
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
            {/* spec 1 §4 / spec 3: save to My Library; removal is confirmed */}
            <SaveToLibraryButton pk={v.pk} context="my-library" confirmRemoval title={v.displayName} />
            <ActionsSlot variation={v} programVariants={[]} hasMaterials searchPage={labels.searchPage} />
          </div>
        </header>

        <div
          css={{
            display: 'grid',
            gap: 32,
            gridTemplateAreas: '"panel" "main"',
            [mq.md]: { gridTemplateColumns: 'minmax(0, 1fr) 340px', gridTemplateAreas: '"main panel"' },
            [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 380px' },
          }}
        >
          <div css={{ gridArea: 'panel', display: 'grid', gap: 16, alignContent: 'start' }}>
            <PurchasePanel
              kind="book"
              title={v.displayName}
              variants={variants}
              currentCode={v.code}
              now={now}
              cartUrl={labels.cartUrl}
            />
            <PublicationAccessNote variant={v} variants={variants} now={now} />
            <MembershipNotes variation={v} />
            {showsOrderNotice(v) && labels.customerServicePhone && labels.customerServiceEmail ? (
              <p css={{ margin: 0, padding: 16, background: colors.mist, borderRadius: 8, fontSize: 15 }}>
                To order by phone, call {labels.customerServicePhone} or e-mail{' '}
                <a href={`mailto:${labels.customerServiceEmail}`} css={linkCss}>
                  {labels.customerServiceEmail}
                </a>
                .
              </p>
            ) : null}
          </div>

          <div css={{ gridArea: 'main', minWidth: 0 }}>
            <BookAreas
              content={data.bookContent}
              book={
                <>
                  <Section id="overview" title="Overview">
                    <p css={{ margin: 0, lineHeight: 1.6, fontSize: 17 }}>{v.description}</p>
                  </Section>

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
                      <div css={{ marginTop: 20 }}>
                        <CrossLinkCard
                          label="The program this handbook accompanies"
                          card={rel.relatedProgramVariant}
                          now={now}
                        />
                      </div>
                    ) : null}
                  </Section>

                  {tableOfContents(v.sortedTableOfContentListJsonString) ? (
                    <Suspense fallback={<Skeleton rows={6} label="Loading the table of contents" />}>
                      <TableOfContents
                        json={v.sortedTableOfContentListJsonString}
                        searchUrlTemplate={data.bookContent?.plusSearchUrl}
                        downloadUrl={data.bookContent?.plusTOCUrl}
                      />
                    </Suspense>
                  ) : null}

                  {authors.length ? (
                    <Section id="authors" title={authors.length === 1 ? 'Author' : 'Authors'}>
                      <ul css={{ ...bareList, display: 'grid', gap: 24 }}>
                        {authors.map((a) => (
                          <AuthorCard key={a.individualId} author={a} />
                        ))}
                      </ul>
                    </Section>
                  ) : null}

                  {rel.relatedItems.length ? (
                    <Section id="related-items" title="Related items">
                      <ul
                        css={{
                          ...bareList,
                          display: 'grid',
                          gap: 16,
                          [mq.sm]: { gridTemplateColumns: '1fr 1fr' },
                        }}
                      >
                        {rel.relatedItems.map((c) => (
                          <li key={c.productCode}>
                            <ProductCardTile
                              card={c}
                              hideCredits
                              imageSizes="(min-width: 576px) 50vw, 100vw"
                            />
                          </li>
                        ))}
                      </ul>
                    </Section>
                  ) : null}

                  {data.testimonials?.length ? (
                    <Suspense fallback={<Skeleton rows={4} label="Loading testimonials" />}>
                      <Testimonials testimonials={data.testimonials} />
                    </Suspense>
                  ) : null}
                </>
              }
            />
          </div>
        </div>
      </div>
    </article>
  );
}
