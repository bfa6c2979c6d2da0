export const form = { display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'end' } as const;
export const search = { display: 'block', font: 'inherit', padding: 8, minWidth: 240 } as const;
export const select = { display: 'block', font: 'inherit', padding: 8 } as const;
