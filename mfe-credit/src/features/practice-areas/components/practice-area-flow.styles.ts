export const body = { padding: 24, display: 'grid', gap: 14 } as const;
export const title = { margin: 0 } as const;
export const buttons = { display: 'flex', gap: 12 } as const;
