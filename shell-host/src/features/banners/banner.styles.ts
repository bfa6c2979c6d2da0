// The banner bar's buttons, shared by the collapsed bar and its expanded overlay (loaded on demand).
import { focusRing } from '@cle/ui/theme';

export const barButton = {
  font: 'inherit',
  background: 'transparent',
  color: 'inherit',
  border: '1px solid currentColor',
  borderRadius: 4,
  padding: '4px 10px',
  cursor: 'pointer',
  '&:focus-visible': focusRing,
} as const;
