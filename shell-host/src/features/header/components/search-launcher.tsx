// The header's search box and the slot of search's overlay (a remote), mounted on first use; its state
// is hooks/use-search-overlay.ts.
import { colors, focusRing, mq, visuallyHidden } from '@cle/ui/theme';
import { RemoteSlot } from '../../../federation/remote-slot';
import type { SearchOverlayState } from '../hooks/use-search-overlay';

const SEARCH_PLACEHOLDER = 'Find a program, publication, or credit';
/** What the button shows where the placeholder does not fit (a phone read 'F…'). */
const SEARCH_SHORT_LABEL = 'Search';

export function SearchTrigger({ search }: { search: SearchOverlayState }) {
  // Below md the button shows a magnifier and 'Search'; from md the whole placeholder. Its accessible
  // name is the placeholder at every width (the long text is only visually hidden on a phone).
  return (
    <button
      ref={search.triggerRef}
      type="button"
      onClick={search.openSearch}
      aria-haspopup="dialog"
      css={{
        flex: '1 1 auto',
        minWidth: 'max-content',
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        textAlign: 'left',
        font: 'inherit',
        color: colors.inkSoft,
        background: colors.mist,
        border: `1px solid ${colors.line}`,
        borderRadius: 24,
        padding: '10px 16px',
        cursor: 'pointer',
        whiteSpace: 'nowrap',
        '&:focus-visible': focusRing,
        [mq.md]: { minWidth: 0, overflow: 'hidden' },
      }}
    >
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" css={{ flexShrink: 0 }}>
        <circle cx="6.5" cy="6.5" r="5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M10.5 10.5 15 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span aria-hidden="true" css={{ [mq.md]: { display: 'none' } }}>
        {SEARCH_SHORT_LABEL}
      </span>
      <span
        css={{
          ...visuallyHidden,
          [mq.md]: {
            position: 'static',
            width: 'auto',
            height: 'auto',
            margin: 0,
            clip: 'auto',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          },
        }}
      >
        {SEARCH_PLACEHOLDER}
      </span>
    </button>
  );
}

export function SearchOverlaySlot({ search }: { search: SearchOverlayState }) {
  if (!search.mounted) return null;
  return (
    <RemoteSlot
      remote="mfe_search"
      module="./SearchOverlay"
      props={{ open: search.open, onClose: search.closeSearch }}
      skeletonRows={1}
    />
  );
}
