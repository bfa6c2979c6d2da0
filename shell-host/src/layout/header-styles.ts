import styled from '@emotion/styled';
import { colors, focusRing, mq } from '@cle/ui/theme';

/** The header's bar: sticky with a shadow once the visitor scrolls back up (spec 1 §2). */
export const Bar = styled.div<{ sticky: boolean }>(({ sticky }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  minHeight: 64,
  padding: '0 16px',
  background: colors.paper,
  borderBottom: `1px solid ${colors.line}`,
  position: sticky ? 'sticky' : 'relative',
  top: 0,
  zIndex: 50,
  boxShadow: sticky ? '0 2px 8px rgba(0,0,0,.12)' : 'none',
  [mq.lg]: { padding: '0 32px' },
}));

/** The outlined buttons of the bar (menu, account). */
export const IconButton = styled.button({
  font: 'inherit',
  background: 'none',
  border: `1px solid ${colors.line}`,
  borderRadius: 4,
  padding: '8px 12px',
  cursor: 'pointer',
  color: colors.ink,
  '&:focus-visible': focusRing,
});
