// The frame every product modal shares: the kit's Dialog (native <dialog>, focus kept inside, Escape
// closes, focus returns), a heading that names it and a Close button.
import { useId, useRef, type ReactNode } from 'react';
import { Dialog } from '@cle/ui/dialog';
import { colors, focusRing } from '@cle/ui/theme';

export const closeButtonCss = {
  font: 'inherit',
  fontWeight: 700,
  background: 'none',
  border: `1px solid ${colors.line}`,
  borderRadius: 4,
  padding: '6px 12px',
  cursor: 'pointer',
  color: colors.ink,
  '&:focus-visible': focusRing,
} as const;

export function ModalFrame({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={headingId}
      placement="center"
      initialFocus={closeRef}
      css={{ display: 'grid', gap: 16, alignContent: 'start' }}
    >
      <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12 }}>
        <h2 id={headingId} css={{ margin: 0, fontSize: 22 }}>
          {title}
        </h2>
        <button ref={closeRef} type="button" onClick={onClose} css={closeButtonCss}>
          Close
        </button>
      </div>
      {children}
    </Dialog>
  );
}
