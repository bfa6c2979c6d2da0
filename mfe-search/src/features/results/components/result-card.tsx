import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import { isSavedInLibrary } from '@cle/contracts/library';
import type { SearchItem } from '@cle/contracts/schemas';
import { SaveToLibraryButton } from '@cle/ui/save-to-library-button';
import { eyebrowCss, itemRowCss, mutedTextCss, titleLinkCss } from '@cle/ui/theme';
import { itemAction, scoreDifference } from '../results-rules';
import { formatNumber } from '@cle/ui/intl';
import {
  resultCardActionLinkCss,
  resultCardArticleCss,
  resultCardExplainCss,
  resultCardCodeCss,
  resultCardHeadingCss,
  resultCardLinkCss,
  resultCardSaveToLibraryButtonBoxCss,
  resultCardFactsCss,
  resultCardDatesCss,
} from './result-card.styles';

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
    <div css={itemRowCss}>
      <article css={resultCardArticleCss}>
        <p css={eyebrowCss}>
          {TYPE_LABEL[item.searchableType] ?? item.searchableType} · {item.formatDisplay}
          {owned ? ' · In your library' : ''}
        </p>
        <h3 css={resultCardHeadingCss}>
          <Link ref={titleRef} to={item.url} css={titleLinkCss}>
            {item.title}
          </Link>
        </h3>
        {item.datesFormatted ? <p css={resultCardDatesCss}>{item.datesFormatted}</p> : null}
        {item.snippet ? <p css={mutedTextCss}>{item.snippet}</p> : null}
        <p css={resultCardFactsCss}>
          {item.creditDetailsFormatted?.length ? (
            <span>{item.creditDetailsFormatted.join(' · ')}</span>
          ) : null}
          {item.price !== undefined && !owned ? (
            <span>{item.price === 0 ? 'Free' : `$${formatNumber(item.price)}`}</span>
          ) : null}
        </p>
        {explain ? (
          <div css={resultCardExplainCss}>
            <span>
              Score {(item.score ?? 0).toFixed(4)} ·{' '}
              {scoreDifference(explain.topScore, item.score ?? 0).toFixed(4)} below the top result
            </span>
            {item.explanation ? <code css={resultCardCodeCss}>{item.explanation}</code> : null}
          </div>
        ) : null}
      </article>
      <div css={resultCardSaveToLibraryButtonBoxCss}>
        {item.parentProductLink && item.parentProductLinkText ? (
          <span>
            Part of{' '}
            <Link to={item.parentProductLink} css={resultCardLinkCss}>
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
          css={resultCardActionLinkCss}
        >
          {action}
        </Link>
      </div>
    </div>
  );
});
