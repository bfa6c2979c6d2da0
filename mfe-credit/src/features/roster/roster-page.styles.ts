export const signedOut = { padding: 24 } as const;
export const main = { padding: '24px 16px', maxWidth: 1100, margin: '0 auto' } as const;
