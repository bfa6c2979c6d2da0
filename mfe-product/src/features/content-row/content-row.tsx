// A content row (spec 3 §2.6, §4.10, §5): a heading, filters (the block's feeds), and the products of the
// chosen feed as a carousel or a list that collapses beyond four. Faculty rows show faculty members.
// Hidden when there are no filters, or a single filter with no results.
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from '@cle/ui/skeleton';
import { colors, linkButtonCss } from '@cle/ui/theme';
import type { FacultyMember } from '../../lib/product-payload';
import { useFacultyFeed, useFeed, useLibraryFeed } from '../../lib/use-product-api';
import { useAuth } from '@cle/contracts/auth';
import { createEmitter } from '@cle/contracts/events';
import { ProductTile } from '../../components/product-tile';
import type { ProductTileProps } from '../../components/product-tile';
import {
  applyExclusions,
  feedRequest,
  libraryFallback,
  libraryFeedRequest,
  rowHidden,
  rowType,
  usableFeeds,
  visibleItems,
  withoutPurchased,
} from './content-row-rules';
import type { ContentRowBlock, Feed } from './content-row-rules';
import { useLibraryFeedCounts } from './use-library-feed-counts';
import { usePurchasedItems } from './use-purchased-items';
import { CardCarousel, Filters, RowError, RowShell, RowSkeleton } from './row-parts';
import {
  facultyCardAffiliationTextCss,
  facultyCardArticleCss,
  facultyCardHeadingCss,
  facultyCardImageCss,
  facultyCardLabelCss,
  facultyCardLinkCss,
  facultyCardTextCss,
  libraryFallbackBlockHeadingCss,
  libraryFallbackBlockLinkCss,
  libraryFallbackBlockSectionCss,
  libraryFallbackBlockTextCss,
  standardRowListCss,
} from './content-row.styles';

const textButton = {
  ...linkButtonCss,
  fontWeight: 700,
  color: colors.red,
  padding: '8px 0',
  textUnderlineOffset: 3,
} as const;

function StandardRow({ block, feeds, heading }: { block: ContentRowBlock; feeds: Feed[]; heading: string }) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const feed = feeds[Math.min(selected, feeds.length - 1)]!;
  const { data, error, isLoading, mutate } = useFeed(feedRequest(feed, block));
  const fed = applyExclusions(data?.searchResults.searchResultsItems ?? [], block);
  // hidePurchased: the person's purchases leave the row (their library is asked once the feed is in)
  const purchased = usePurchasedItems(
    fed.map((i) => i.pk),
    block.hidePurchased === true,
  );
  const items = withoutPurchased(fed, block.hidePurchased, purchased ?? null);
  const ready = Boolean(data) && purchased !== undefined;
  if (ready && rowHidden(feeds, items.length)) return null;

  const list = block.displayContentAsList;
  const shown = list ? visibleItems(items, expanded) : items;
  const tiles = shown.map((item) => (
    <RowTile
      key={item.productCode}
      item={item}
      count={items.length}
      list={list}
      dates={item.datesFormatted}
      credits={item.creditDetailsFormatted}
      price={item.price}
    />
  ));

  return (
    <RowShell id={id} heading={heading}>
      <Filters
        feeds={feeds}
        selected={selected}
        onSelect={(i) => {
          setSelected(i);
          setExpanded(false);
        }}
      />
      <div aria-busy={isLoading || (Boolean(data) && !ready)}>
        {error ? (
          <RowError heading={heading} onRetry={() => void mutate()} />
        ) : !ready ? (
          <RowSkeleton block={block} heading={heading} />
        ) : !items.length ? (
          <p>Nothing to show for {feed.text} right now.</p>
        ) : list ? (
          <>
            <ul id={`${id}-list`} css={standardRowListCss}>
              {tiles}
            </ul>
            {items.length > shown.length || expanded ? (
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={`${id}-list`}
                onClick={() => setExpanded((e) => !e)}
                css={textButton}
              >
                {expanded ? 'Show fewer' : `Show all ${items.length}`}
              </button>
            ) : null}
          </>
        ) : (
          <CardCarousel count={items.length} label={`${heading}: ${feed.text}`}>
            {tiles}
          </CardCarousel>
        )}
      </div>
    </RowShell>
  );
}

function FacultyCard({ member }: { member: FacultyMember }) {
  return (
    <article css={facultyCardArticleCss}>
      {member.image ? (
        <img src={member.image} alt="" width={56} height={56} loading="lazy" css={facultyCardImageCss} />
      ) : (
        <span aria-hidden="true" css={facultyCardLabelCss}>
          {member.firstName[0]}
          {member.lastName[0]}
        </span>
      )}
      <h3 css={facultyCardHeadingCss}>
        <Link to={member.url} css={facultyCardLinkCss}>
          {member.displayName}
        </Link>
      </h3>
      <p css={facultyCardTextCss}>{member.title}</p>
      <p css={facultyCardAffiliationTextCss}>{member.affiliation}</p>
    </article>
  );
}

function FacultyRow({ block, feeds, heading }: { block: ContentRowBlock; feeds: Feed[]; heading: string }) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const feed = feeds[Math.min(selected, feeds.length - 1)]!;
  const { data, error, mutate } = useFacultyFeed(feedRequest(feed, block));
  const members = data?.facultyMembers ?? [];
  if (data && rowHidden(feeds, members.length)) return null;
  return (
    <RowShell id={id} heading={heading}>
      <Filters feeds={feeds} selected={selected} onSelect={setSelected} />
      {error ? (
        <RowError heading={heading} onRetry={() => void mutate()} />
      ) : !data ? (
        <Skeleton rows={3} label={`Loading ${heading}`} />
      ) : (
        <CardCarousel count={members.length} label={`${heading}: ${feed.text}`}>
          {members.map((m) => (
            <li key={m.individualId}>
              <FacultyCard member={m} />
            </li>
          ))}
        </CardCarousel>
      )}
    </RowShell>
  );
}

const emitProduct = createEmitter('product');

/** What a standard row's search results and a library row's items both carry for a tile. */
interface RowItem {
  title: string;
  url: string;
  searchableType: string;
  formatDisplay?: string;
  imageUrl?: string | null;
  productCode: string;
}

/** One item of a row as a tile: alone in a carousel it is large, one of two medium, else (and in a list) small. */
function RowTile({
  item,
  count,
  list = false,
  ...details
}: { item: RowItem; count: number; list?: boolean } & Pick<ProductTileProps, 'dates' | 'credits' | 'price'>) {
  const size = list ? 'small' : count === 1 ? 'large' : count === 2 ? 'medium' : 'small';
  return (
    <li>
      <ProductTile
        {...details}
        title={item.title}
        url={item.url}
        searchableType={item.searchableType}
        format={item.formatDisplay}
        size={size}
        imageUrl={list ? null : item.imageUrl}
        code={item.productCode}
      />
    </li>
  );
}

/** A library row's fallback block (spec 3 §8): its feed failed, the rest of the page stays. */
function LibraryFallbackBlock({ block }: { block: ContentRowBlock }) {
  const f = libraryFallback(block);
  return (
    <section aria-label={f.heading} css={libraryFallbackBlockSectionCss}>
      <h2 css={libraryFallbackBlockHeadingCss}>{f.heading}</h2>
      <p css={libraryFallbackBlockTextCss}>{f.text}</p>
      <Link to={f.link.href} css={libraryFallbackBlockLinkCss}>
        {f.link.text}
      </Link>
    </section>
  );
}

/**
 * A library row (spec 3 §2.6, §4.10): the signed-in person's own library items, by the feed's filters.
 * Nobody signed in, no row. An empty library hides the row and tells the walkthrough to drop its
 * library step; a failed feed shows the fallback block.
 */
function LibraryRow({
  block,
  feeds: allFeeds,
  heading,
}: {
  block: ContentRowBlock;
  feeds: Feed[];
  heading: string;
}) {
  const id = useId();
  const auth = useAuth();
  const token = auth.isAuthenticated ? auth.token : null;
  const [selected, setSelected] = useState(0);
  // feeds with nothing in the person's library are dropped once their counts are known
  const counts = useLibraryFeedCounts(allFeeds, block, token);
  const feeds = counts ? usableFeeds(allFeeds, 'library', counts) : allFeeds;
  const feed = feeds[Math.min(selected, feeds.length - 1)];
  const { data, error } = useLibraryFeed(feed ? libraryFeedRequest(feed, block) : null, token);
  const items = data?.items ?? [];
  const empty = Boolean(data) && data!.summary.totalCollectionSize === 0;
  useEffect(() => {
    if (empty) emitProduct('product:library-row-empty', {});
  }, [empty]);
  if (!auth.isAuthenticated || empty || !feed) return null;
  if (error) return <LibraryFallbackBlock block={block} />;
  if (data && rowHidden(feeds, items.length)) return null;
  return (
    <RowShell id={id} heading={heading}>
      <Filters feeds={feeds} selected={selected} onSelect={setSelected} />
      {!data ? (
        <Skeleton rows={3} label={`Loading ${heading}`} />
      ) : (
        <CardCarousel count={items.length} label={`${heading}: ${feed.text}`}>
          {items.map((item) => (
            <RowTile key={item.pk} item={item} count={items.length} />
          ))}
        </CardCarousel>
      )}
    </RowShell>
  );
}

export function ContentRow({ block }: { block: Record<string, unknown> }) {
  const row = block as ContentRowBlock;
  const type = rowType(row.rowType);
  const feeds = usableFeeds(Array.isArray(row.feeds) ? row.feeds : [], type);
  const heading = row.heading ?? '';
  if (rowHidden(feeds, null)) return null;
  if (type === 'library') return <LibraryRow block={row} feeds={feeds} heading={heading} />;
  return type === 'faculty' ? (
    <FacultyRow block={row} feeds={feeds} heading={heading} />
  ) : (
    <StandardRow block={row} feeds={feeds} heading={heading} />
  );
}
