import { bareList, colors } from '@cle/ui/theme';

export const suggestionListBoxCss = { maxWidth: 1000, margin: '8px auto 0' } as const;

export const suggestionListCss = {
  ...bareList,
  border: `1px solid ${colors.line}`,
  borderRadius: 4,
} as const;

export const suggestionListLabelCss = { color: colors.inkSoft, fontSize: 14 } as const;

export const suggestionListTextCss = { margin: '8px 0', color: colors.inkSoft } as const;
