// The purchase panel's error card wording (spec 3 §8, S3-ERRORS-22/23), apart from the card's lazy chunk
// so the tests and the card read the same text.
export const PANEL_ERROR_TEXT = {
  headingText: 'The registration options failed to load',
  bodyText: 'Try again. If the issue persists, please contact customer service.',
  buttonText: 'Try again',
} as const;
