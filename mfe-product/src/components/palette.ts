// Colours for the carousel's item variants (spec 3 §3) and the cards' type bands. AA contrast with white text.
export const VARIANT_COLORS = {
  charcoal: '#2b2b30',
  green: '#1f6b3a',
  teal: '#0f5e63',
  blue: '#1d4f91',
  indigo: '#3b3b8f',
  purple: '#5d2e83',
  magenta: '#8a1f5c',
} as const;

/** The band colour of a card by searchable type. */
export const TYPE_COLORS: Record<string, string> = {
  liveprogram: VARIANT_COLORS.blue,
  ondemandprogram: VARIANT_COLORS.teal,
  ondemandsegment: VARIANT_COLORS.teal,
  book: VARIANT_COLORS.indigo,
  podcastepisode: VARIANT_COLORS.magenta,
};

export const TYPE_LABEL: Record<string, string> = {
  liveprogram: 'Live program',
  ondemandprogram: 'On-demand program',
  ondemandsegment: 'Segment',
  book: 'Publication',
  podcastepisode: 'Podcast',
};
