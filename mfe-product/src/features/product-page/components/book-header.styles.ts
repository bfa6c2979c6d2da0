export const lineCss = { margin: 0 } as const;
export const publishedCss = { margin: 0, fontWeight: 600 } as const;
