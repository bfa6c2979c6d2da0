import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import { isSavedInLibrary } from '@cle/contracts/library';
import type { SearchItem } from '@cle/contracts/schemas';
import { SaveToLibraryButton } from '@cle/ui/save-to-library-button';
import { colors, eyebrowCss, focusRing, titleLinkCss } from '@cle/ui/theme';
import { itemAction, scoreDifference } from '../results-rules';
import { formatNumber } from '@cle/ui/intl';

const TYPE_LABEL: Record<string, string> = {
  liveprogram: 'Program',
  ondemandprogram: 'Program',
  ondemandsegment: 'Segment',
  book: 'Publication',
  podcastepisode: 'Podcast',
};

export interface ResultCardProps {
  item: SearchItem;
  /** explain=true: the score, its difference to the top result and the database's explanation */
  explain?: { topScore: number } | null;
  signedIn: boolean;
}

export const ResultCard = forwardRef<HTMLAnchorElement, ResultCardProps>(function ResultCard(
  { item, explain, signedIn },
  titleRef,
) {
  const action = itemAction(item, signedIn);
  const owned = signedIn && (item.isPurchased || item.isParentProgramPurchased);
  // The article holds the item and its one link (the product page); related links and the action
  // sit after it, in the same list item.
  return (
    <div css={{ borderBottom: `1px solid ${colors.line}`, padding: '20px 0', display: 'grid', gap: 8 }}>
      <article css={{ display: 'grid', gap: 6 }}>
        <p css={eyebrowCss}>
          {TYPE_LABEL[item.searchableType] ?? item.searchableType} · {item.formatDisplay}
          {owned ? ' · In your library' : ''}
        </p>
        <h3 css={{ margin: 0, fontSize: 20 }}>
          <Link ref={titleRef} to={item.url} css={titleLinkCss}>
            {item.title}
          </Link>
        </h3>
        {item.datesFormatted ? <p css={{ margin: 0, fontWeight: 600 }}>{item.datesFormatted}</p> : null}
        {item.snippet ? (
          <p css={{ margin: 0, color: colors.inkSoft, lineHeight: 1.5 }}>{item.snippet}</p>
        ) : null}
        <p css={{ margin: 0, fontSize: 14, display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          {item.creditDetailsFormatted?.length ? (
            <span>{item.creditDetailsFormatted.join(' · ')}</span>
          ) : null}
          {item.price !== undefined && !owned ? (
            <span>{item.price === 0 ? 'Free' : `$${formatNumber(item.price)}`}</span>
          ) : null}
        </p>
        {explain ? (
          <div
            css={{ margin: 0, fontSize: 12, background: colors.mist, padding: 8, display: 'grid', gap: 4 }}
          >
            <span>
              Score {(item.score ?? 0).toFixed(4)} ·{' '}
              {scoreDifference(explain.topScore, item.score ?? 0).toFixed(4)} below the top result
            </span>
            {item.explanation ? <code css={{ whiteSpace: 'pre-wrap' }}>{item.explanation}</code> : null}
          </div>
        ) : null}
      </article>
      <div css={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap', fontSize: 14 }}>
        {item.parentProductLink && item.parentProductLinkText ? (
          <span>
            Part of{' '}
            <Link to={item.parentProductLink} css={{ color: colors.ink, '&:focus-visible': focusRing }}>
              {item.parentProductLinkText}
            </Link>
          </span>
        ) : null}
        {/* spec 1 §4: saving from a result card; removing asks first, the toasts offer Undo */}
        <SaveToLibraryButton
          pk={item.pk}
          saved={isSavedInLibrary(item)}
          context="search"
          confirmRemoval
          title={item.title}
        />
        <Link
          to={action === 'Watch' && item.watchUrl ? item.watchUrl : item.url}
          aria-label={`${action}: ${item.title}`}
          css={{
            marginLeft: 'auto',
            color: colors.redDark,
            fontWeight: 700,
            textDecoration: 'none',
            '&:hover': { textDecoration: 'underline' },
            '&:focus-visible': focusRing,
          }}
        >
          {action}
        </Link>
      </div>
    </div>
  );
});
