// One My Library row (spec 1 §2): type, title, snippet (98 words), credits (2, then 'See all
// approved credits'), segments with progress, and the action bar with a More menu.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { RemoveConfirmation } from '@cle/ui/save-to-library-button';
import { colors, eyebrowCss, itemRowCss, mutedTextCss, titleLinkCss } from '@cle/ui/theme';
import { REMOVE_FEEDBACK_TOAST, useLibrarySave } from '@cle/contracts/library';
import type { LibraryItem } from '@cle/contracts/library-schemas';
import { ActionBar } from './action-bar';
import type { RowAction } from './action-bar';
import { redLinkButtonCss } from './library-styles';
import {
  accessLine,
  CONTACT_US_PATH,
  primaryAction,
  SEE_ALL_CREDITS,
  SEGMENTS_SHOWN,
  splitCredits,
  truncateWords,
} from '../library-rules';
import { ItemMaterials } from './item-materials';
import { SegmentList } from './segment-list';
import { formatDateTime } from '@cle/ui/intl';

const TYPE_LABEL: Record<string, string> = {
  liveprogram: 'Live program',
  ondemandprogram: 'On-demand program',
  ondemandsegment: 'Segment',
  book: 'Publication',
  podcastepisode: 'Podcast',
};

const CREDIT_TRACKER = '/account/credit/credit-tracker';

function AccessLine({ text, contactUs }: { text: string; contactUs: boolean }) {
  return (
    <p css={{ margin: 0, fontSize: 14, color: colors.inkSoft }}>
      {text}
      {contactUs ? (
        <>
          {' · '}
          <Link to={CONTACT_US_PATH}>Contact us</Link> about your credits
        </>
      ) : null}
    </p>
  );
}

const formatDate = (iso: string) =>
  formatDateTime(new Date(iso), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

function Credits({ credits }: { credits: readonly string[] }) {
  const [all, setAll] = useState(false);
  const listId = useId();
  if (!credits.length) return null;
  const { shown, hidden } = splitCredits(credits);
  return (
    <div css={{ fontSize: 14 }}>
      <ul id={listId} aria-label="Approved credits" css={{ margin: 0, paddingLeft: 18 }}>
        {(all ? credits : shown).map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      {hidden > 0 && !all ? (
        <button
          type="button"
          aria-controls={listId}
          aria-expanded={false}
          onClick={() => setAll(true)}
          css={redLinkButtonCss}
        >
          {SEE_ALL_CREDITS}
        </button>
      ) : null}
    </div>
  );
}

export function LibraryItemRow({ item, onRemoved }: { item: LibraryItem; onRemoved: () => void }) {
  const titleId = useId();
  const [materialsOpen, setMaterialsOpen] = useState(false);
  const isProgram = /program|segment/i.test(item.searchableType);
  // My Library asks before removing (spec 1 §4) and its toasts offer Undo; a program the person chose
  // to remove is thanked for as feedback (spec 1 §8).
  const save = useLibrarySave({
    pk: item.pk,
    saved: true,
    context: 'library',
    confirmRemoval: true,
    confirmedRemovalToast: isProgram ? REMOVE_FEEDBACK_TOAST : undefined,
    onChanged: () => onRemoved(),
  });
  const primary = primaryAction(item);
  const owned = item.isPurchased || item.isParentProgramPurchased;
  const playable = owned || item.price === 0;
  const totalSegments = Math.max(item.totalSegments, item.segments.length);

  const actions: RowAction[] = [
    { id: 'primary', label: primary, href: playable ? (item.watchUrl ?? item.url) : item.url },
    { id: 'materials', label: 'Materials', onSelect: () => setMaterialsOpen((o) => !o) },
    { id: 'details', label: 'View details', href: item.url },
    ...(owned && isProgram ? [{ id: 'credits', label: 'Track credits', href: CREDIT_TRACKER }] : []),
    save.saved
      ? { id: 'remove', label: 'Remove from library', onSelect: save.toggle }
      : { id: 'save', label: 'Save to My Library', onSelect: save.toggle },
  ];

  return (
    <article aria-labelledby={titleId} css={itemRowCss}>
      <p css={eyebrowCss}>
        {TYPE_LABEL[item.searchableType] ?? item.searchableType}
        {item.formatDisplay ? ` · ${item.formatDisplay}` : ''}
        {item.isArchived ? ' · Archived' : ''}
      </p>
      <h3 id={titleId} css={{ margin: 0, fontSize: 20 }}>
        <Link to={item.url} css={titleLinkCss}>
          {item.title}
        </Link>
      </h3>
      {item.schedule[0]?.startDateUtc ? (
        <p css={{ margin: 0, fontWeight: 600 }}>
          {formatDate(item.schedule[0].startDateUtc)}
          {item.schedule[0].location ? ` · ${item.schedule[0].location}` : ''}
        </p>
      ) : null}
      {item.accessExpirationDate ? (
        <AccessLine
          {...accessLine(
            item.accessExpirationDate,
            new Date(),
            item.creditDetailsFormatted.length > 0,
            formatDate,
          )}
        />
      ) : null}
      {item.snippet ? <p css={mutedTextCss}>{truncateWords(item.snippet)}</p> : null}
      <Credits credits={item.creditDetailsFormatted} />
      <SegmentList pk={item.pk} segments={item.segments} totalSegments={totalSegments} />
      <ActionBar
        actions={actions}
        hasMoreContentButton={totalSegments > SEGMENTS_SHOWN}
        itemTitle={item.title}
      />
      {save.confirming ? (
        <RemoveConfirmation onConfirm={save.confirmRemove} onCancel={save.cancelRemove} />
      ) : null}
      {materialsOpen ? <ItemMaterials pk={item.pk} /> : null}
    </article>
  );
}
