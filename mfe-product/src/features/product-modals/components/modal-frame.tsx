// The frame every product modal shares: the kit's Dialog (native <dialog>, focus kept inside, Escape
// closes, focus returns), a heading that names it and a Close button.
import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Dialog } from '@cle/ui/dialog';
import { closeButtonCss } from '../../../components/panel-styles';

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
