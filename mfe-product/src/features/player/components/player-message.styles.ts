export const messageCss = {
  maxWidth: 880,
  margin: '0 auto',
  padding: '32px 16px 64px',
  display: 'grid',
  gap: 12,
} as const;

export const messageTitleCss = { margin: 0, fontSize: 28 } as const;
