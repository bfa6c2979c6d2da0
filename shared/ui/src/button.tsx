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
