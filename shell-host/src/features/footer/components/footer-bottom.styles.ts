export const footerBottomCss = {
  maxWidth: 1440,
  margin: '32px auto 0',
  borderTop: '1px solid #555',
  paddingTop: 16,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 16,
  alignItems: 'center',
  justifyContent: 'space-between',
  a: { color: '#eee' },
} as const;

export const bottomLinksCss = {
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 16,
} as const;

export const copyrightCss = { margin: 0 };
