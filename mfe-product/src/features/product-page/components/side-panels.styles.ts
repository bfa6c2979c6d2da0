export const sidePanelHeadingCss = { fontSize: 20, margin: 0 } as const;

export const flushTextCss = { margin: 0 } as const;

export const expiredPanelBoxCss = { display: 'grid', gap: 8 } as const;

export const expiredPanelHeadingCss = { fontSize: 16, margin: 0 } as const;

export const crossLinkCardAsideCss = { maxWidth: 420 } as const;

export const crossLinkCardTextCss = { margin: '0 0 8px', fontWeight: 700 } as const;
