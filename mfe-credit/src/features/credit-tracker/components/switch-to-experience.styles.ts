// The switch-to-experienced dialog.
export const panel = { padding: 24, display: 'grid', gap: 12 } as const;
export const flush = { margin: 0 } as const;
export const actions = { display: 'flex', gap: 12 } as const;
