// One My Library row (spec 1 §2): type, title, snippet (98 words), credits (2, then 'See all
// approved credits'), segments with progress, and the action bar with a More menu.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { RemoveConfirmation } from '@cle/ui/save-to-library-button';
import { colors, eyebrowCss, focusRing, titleLinkCss } from '@cle/ui/theme';
import { buildUrl } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import { REMOVE_FEEDBACK_TOAST, useLibrarySave } from '@cle/contracts/library';
import type { LibraryItem, LibraryMaterial } from '@cle/contracts/library-schemas';
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
} from './library-rules';
import { SegmentList } from './segment-list';
import { downloadWithToken } from '@cle/ui/file-download';
import { useMaterials } from './use-library';
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

function MaterialLink({ material }: { material: LibraryMaterial }) {
  const auth = useAuth();
  const [state, setState] = useState<'idle' | 'downloading' | 'failed'>('idle');
  const download = async () => {
    setState('downloading');
    try {
      await downloadWithToken(material.url, material.fileName, auth.token);
      setState('idle');
    } catch (error) {
      console.error(`[library] download of ${material.id} failed`, error);
      setState('failed');
    }
  };
  return (
    <>
      <a
        href={buildUrl(material.url)}
        download={material.fileName}
        aria-busy={state === 'downloading'}
        onClick={(e) => {
          e.preventDefault();
          if (state !== 'downloading') void download();
        }}
        css={{ color: colors.redDark, '&:focus-visible': focusRing }}
      >
        {material.title}
      </a>
      <span css={{ color: colors.inkSoft, fontSize: 13 }}> · {material.kind} (PDF)</span>
      {state === 'failed' ? (
        <span role="alert" css={{ display: 'block', color: colors.red }}>
          The file could not be downloaded. Please try again.
        </span>
      ) : null}
    </>
  );
}

function Materials({ pk }: { pk: string }) {
  const materials = useMaterials(pk, true);
  if (materials.isLoading) return <p role="status">Loading materials…</p>;
  if (materials.error)
    return (
      <p role="alert" css={{ color: colors.red, margin: 0 }}>
        Materials could not be loaded.
      </p>
    );
  const list = materials.data?.materials ?? [];
  if (!list.length) return <p css={{ margin: 0 }}>This item has no materials.</p>;
  return (
    <ul aria-label="Materials" css={{ margin: 0, paddingLeft: 18 }}>
      {list.map((m) => (
        <li key={m.id}>
          {m.isAvailable ? (
            <MaterialLink material={m} />
          ) : (
            <>
              <span>{m.title} (available after purchase)</span>
              <span css={{ color: colors.inkSoft, fontSize: 13 }}> · {m.kind}</span>
            </>
          )}
        </li>
      ))}
    </ul>
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
    <article
      aria-labelledby={titleId}
      css={{ borderBottom: `1px solid ${colors.line}`, padding: '20px 0', display: 'grid', gap: 8 }}
    >
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
      {item.snippet ? (
        <p css={{ margin: 0, color: colors.inkSoft, lineHeight: 1.5 }}>{truncateWords(item.snippet)}</p>
      ) : null}
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
      {materialsOpen ? <Materials pk={item.pk} /> : null}
    </article>
  );
}
