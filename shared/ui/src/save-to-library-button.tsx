// The save-to-My-Library control every remote renders: one button over the shared hook
// (@cle/contracts/library) and, where the context asks for it, the remove confirmation.
import { useEffect, useId, useRef } from 'react';
import { REMOVE_CONFIRMATION, saveLabel, useLibrarySave, useSavedInLibrary } from '@cle/contracts/library';
import type { UseLibrarySaveOptions } from '@cle/contracts/library';
import { SavingButton } from './saving-button';
import { colors, outlinedButtonCss } from './theme';

const buttonCss = outlinedButtonCss;

/** The confirmation asked before removing: Remove or Cancel, Escape cancels, focus starts on Cancel. */
export function RemoveConfirmation({
  onConfirm,
  onCancel,
  message = REMOVE_CONFIRMATION,
}: {
  onConfirm: () => void;
  onCancel: () => void;
  message?: string;
}) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const cancel = useRef(onCancel);
  useEffect(() => {
    cancel.current = onCancel;
  });
  useEffect(() => {
    cancelRef.current?.focus();
    const box = boxRef.current;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') cancel.current();
    };
    box?.addEventListener('keydown', onKey);
    return () => box?.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div
      role="alertdialog"
      aria-modal="false"
      aria-labelledby={messageId}
      ref={boxRef}
      css={{
        border: `1px solid ${colors.line}`,
        borderRadius: 6,
        padding: 12,
        background: colors.mist,
        display: 'grid',
        gap: 8,
        maxWidth: 420,
      }}
    >
      <p id={messageId} css={{ margin: 0 }}>
        {message}
      </p>
      <div css={{ display: 'flex', gap: 8 }}>
        <button
          type="button"
          onClick={onConfirm}
          css={{ ...buttonCss, background: colors.red, color: colors.paper }}
        >
          Remove
        </button>
        <button ref={cancelRef} type="button" onClick={onCancel} css={buttonCss}>
          Cancel
        </button>
      </div>
    </div>
  );
}

/**
 * 'Save to My Library' / 'Saved to My Library' for one item (pk), with the context's toasts. When
 * the page does not know the saved state (`saved` undefined), the button looks it up itself.
 */
export function SaveToLibraryButton({
  title,
  saved: known,
  ...options
}: Omit<UseLibrarySaveOptions, 'saved'> & {
  saved?: boolean;
  /** the item's title, so the button's accessible name says which item it saves */
  title?: string;
}) {
  const looked = useSavedInLibrary(options.pk, known === undefined);
  const { saved, pending, failed, target, confirming, toggle, confirmRemove, cancelRemove } = useLibrarySave({
    ...options,
    saved: known ?? looked,
  });
  const label = saveLabel(saved);
  return (
    <div css={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <SavingButton
        state={pending ? 'loading' : failed ? 'error' : 'idle'}
        // the spinner stays until the button shows what was asked for (at most 5 s)
        settled={target === null || failed || saved === target}
        aria-label={title ? `${label}: ${title}` : undefined}
        onClick={toggle}
        css={buttonCss}
      >
        <span aria-hidden="true" css={{ marginRight: 6 }}>
          {saved ? '★' : '☆'}
        </span>
        {label}
      </SavingButton>
      {confirming ? <RemoveConfirmation onConfirm={confirmRemove} onCancel={cancelRemove} /> : null}
    </div>
  );
}
