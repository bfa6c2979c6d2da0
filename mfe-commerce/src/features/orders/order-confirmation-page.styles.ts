export const orderConfirmationViewHeadingCss = { fontSize: 32, margin: '0 0 16px' } as const;

export const orderDetailsBoxCss = { display: 'grid', gap: 24 } as const;

export const orderDetailsTextCss = { margin: 0, fontSize: 18 } as const;

export const orderDetailsHeadingCss = { fontSize: 20, margin: '0 0 8px' } as const;

export const orderDetailsAddressCss = { fontStyle: 'normal' } as const;

export const flushTextCss = { margin: 0 } as const;
