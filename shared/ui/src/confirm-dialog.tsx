// 'Are you sure?' before a destructive action: a centred modal Dialog with the question, an optional
// detail line, a confirm button (focused first, so Enter confirms and Escape cancels) and Cancel.
import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** the confirm button shows this and is disabled while the action runs */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      placement="center"
      aria-labelledby={titleId}
      initialFocus={confirmRef}
    >
      <h2 id={titleId} css={{ fontSize: 22, margin: '0 0 12px' }}>
        {title}
      </h2>
      {children ? <div css={{ marginBottom: 20 }}>{children}</div> : null}
      <div css={{ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="button" ref={confirmRef} disabled={busy} aria-busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
