export const episodeWidthCss = { maxWidth: 960, margin: '0 auto' } as const;
export const descriptionCss = { margin: 0, lineHeight: 1.6, fontSize: 17 } as const;
export const practiceAreasCss = { margin: '12px 0 0' } as const;
