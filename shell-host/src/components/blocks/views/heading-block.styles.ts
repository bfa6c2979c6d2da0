/** An h2 or an h3; a jump link lands 95 px above it (under the sticky header). */
export const headingBlockCss = (level: number | undefined) => ({
  fontSize: level === 3 ? 21 : 26,
  margin: '32px 0 12px',
  scrollMarginTop: 95,
});
