export const linkListHeadingCss = { fontSize: 16, textTransform: 'uppercase', letterSpacing: 1 } as const;

export const linkListCss = {
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: 8,
  a: { color: '#eee' },
} as const;
