import { bareList, colors } from '@cle/ui/theme';
import type { LiveStatus } from '../live-status';

const STATUS_COLOR: Record<LiveStatus, string> = {
  'Upcoming Live': '#1d4f91',
  Live: colors.red,
  'Live ended': colors.inkSoft,
  'On-demand': '#0f5e63',
};

export const statusLineCss = {
  margin: 0,
  display: 'flex',
  gap: 8,
  flexWrap: 'wrap',
  alignItems: 'center',
} as const;
export const statusBadgeCss = (status: LiveStatus) =>
  ({
    background: STATUS_COLOR[status],
    color: colors.paper,
    fontWeight: 700,
    fontSize: 13,
    padding: '3px 10px',
    borderRadius: 12,
  }) as const;
export const formatCss = { fontSize: 14, textTransform: 'uppercase', letterSpacing: 0.6 } as const;
export const crossLinkCss = { margin: 0, fontSize: 16 } as const;
export const factsCss = {
  ...bareList,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 20px',
  fontSize: 16,
} as const;
export const practiceAreasCss = { margin: 0, fontSize: 15 } as const;
