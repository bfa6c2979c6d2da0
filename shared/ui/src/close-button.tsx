// The × on its own module: the shell's first load has Button but opens no dialog, so it need not carry this.
import type { ButtonHTMLAttributes } from 'react';
import { focusRing } from './theme';

type CloseButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'> & {
  /** what it closes, for screen readers ('Close cart'): the × alone says nothing */
  'aria-label': string;
  /** the ×'s font size in px */
  size?: number;
};

/** The × that closes a dialog, a side panel or a notification: a named button with no box of its own. */
export function CloseButton({ size = 24, ...props }: CloseButtonProps) {
  return (
    <button
      type="button"
      {...props}
      css={{
        font: 'inherit',
        fontSize: size,
        lineHeight: 1,
        background: 'none',
        border: 0,
        cursor: 'pointer',
        '&:focus-visible': focusRing,
      }}
    >
      ×
    </button>
  );
}
