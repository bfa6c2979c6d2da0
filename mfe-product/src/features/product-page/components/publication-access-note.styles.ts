import { colors } from '@cle/ui/theme';

export const publicationAccessNoteSectionCss = {
  padding: 16,
  borderRadius: 8,
  background: colors.mist,
  display: 'grid',
  gap: 6,
  fontSize: 15,
} as const;

export const publicationAccessNoteTextCss = { margin: 0, fontWeight: 600 } as const;

export const flushTextCss = { margin: 0 } as const;
