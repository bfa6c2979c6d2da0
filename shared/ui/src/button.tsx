import styled from '@emotion/styled';
import { colors, focusRing } from './theme';

export const Button = styled.button<{ variant?: 'primary' | 'secondary' }>(({ variant = 'primary' }) => ({
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
}));
