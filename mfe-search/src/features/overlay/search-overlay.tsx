// The full-screen search dialog opened from the header. Enter or Search goes to the results page
// with the query, the overlay flag and the new-search flag in the URL.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@cle/ui/button';
import { colors, focusRing, mq } from '@cle/ui/theme';

export interface SearchOverlayProps {
  open: boolean;
  onClose: () => void;
}

export const OVERLAY_LABEL = 'Find a program, publication, or credit';

export function searchUrlFor(query: string): string {
  const p = new URLSearchParams({ query: query.trim(), searchOverlay: 'true', newSearch: 'true' });
  return `/search?${p.toString()}`;
}

export function SearchOverlay({ open, onClose }: SearchOverlayProps) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus();
    // Focus stays inside the dialog: Tab from the last control wraps to the first; Esc closes.
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        onClose();
        return;
      }
      if (e.key !== 'Tab' || !dialogRef.current) return;
      const focusable = dialogRef.current.querySelectorAll<HTMLElement>('input, button, a[href], select');
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  if (!open) return null;

  const submit = () => {
    navigate(searchUrlFor(text));
    onClose();
  };

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label="Search"
      css={{
        position: 'fixed',
        inset: 0,
        zIndex: 400,
        background: colors.paper,
        padding: '24px 16px',
        overflowY: 'auto',
        [mq.md]: { padding: '48px 64px' },
      }}
    >
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        css={{ display: 'flex', gap: 8, maxWidth: 1000, margin: '0 auto', alignItems: 'center' }}
      >
        <label htmlFor="search-overlay-input" css={{ position: 'absolute', left: -9999 }}>
          {OVERLAY_LABEL}
        </label>
        <input
          id="search-overlay-input"
          ref={inputRef}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={OVERLAY_LABEL}
          autoComplete="off"
          css={{
            flex: 1,
            font: 'inherit',
            fontSize: 22,
            padding: '12px 16px',
            border: `2px solid ${colors.ink}`,
            borderRadius: 4,
            '&:focus-visible': focusRing,
          }}
        />
        {text ? (
          <button
            type="button"
            onClick={() => (setText(''), inputRef.current?.focus())}
            css={{
              font: 'inherit',
              background: 'none',
              border: 0,
              cursor: 'pointer',
              textDecoration: 'underline',
            }}
          >
            Clear
          </button>
        ) : null}
        <Button type="submit">Search</Button>
        <button
          type="button"
          aria-label="Close search"
          onClick={onClose}
          css={{
            font: 'inherit',
            fontSize: 24,
            background: 'none',
            border: 0,
            cursor: 'pointer',
            '&:focus-visible': focusRing,
          }}
        >
          ×
        </button>
      </form>
    </div>
  );
}
