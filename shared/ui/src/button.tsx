import type { ButtonHTMLAttributes, Ref } from 'react';
import { colors, focusRing } from './theme';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary';
  ref?: Ref<HTMLButtonElement>;
};

// A plain element with the css prop, not @emotion/styled: no page downloads styled's runtime for it.
// A caller's css (or className) still overrides these styles, as with styled.
export function Button({ variant = 'primary', ...props }: ButtonProps) {
  return (
    <button
      {...props}
      css={{
        font: 'inherit',
        fontWeight: 600,
        padding: '10px 20px',
        borderRadius: 4,
        cursor: 'pointer',
        border: `2px solid ${colors.red}`,
        background: variant === 'primary' ? colors.red : colors.paper,
        color: variant === 'primary' ? colors.paper : colors.red,
        '&:hover': { background: variant === 'primary' ? colors.redDark : colors.mist },
        '&:focus-visible': focusRing,
        '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
      }}
    />
  );
}

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
