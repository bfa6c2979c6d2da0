export const resultsBarBoxCss = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 12,
  flexWrap: 'wrap',
} as const;

export const resultsBarTextCss = { margin: 0, fontWeight: 600 } as const;

export const resultsBarLabelCss = { display: 'flex', gap: 8, alignItems: 'center' } as const;

export const resultsBarSelectCss = { font: 'inherit', padding: 6 } as const;

export const resultsStateInlineErrorCss = { marginTop: 16 } as const;

export const loadMoreButtonBoxCss = { textAlign: 'center', marginTop: 24 } as const;
