// Card display settings (spec 3 §3): a card type key -> the name people know and a small image.
// The images are inline SVG (data: URLs, allowed by the site's img-src), so no network request.
import type { CardNetwork } from '@cle/contracts/commerce-schemas';

interface CardDisplaySettings {
  key: CardNetwork;
  displayName: string;
  imageUrl: string;
}

const badge = (background: string, text: string, color = '#fff') =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="26" viewBox="0 0 40 26"><rect width="40" height="26" rx="4" fill="${background}"/><text x="20" y="17" font-family="Arial,sans-serif" font-size="9" font-weight="700" fill="${color}" text-anchor="middle">${text}</text></svg>`,
  )}`;

const CARD_DISPLAY_SETTINGS: Record<CardNetwork, CardDisplaySettings> = {
  VISA: { key: 'VISA', displayName: 'Visa', imageUrl: badge('#1a1f71', 'VISA') },
  MASTERCARD: { key: 'MASTERCARD', displayName: 'MasterCard', imageUrl: badge('#252525', 'MC') },
  AMEX: { key: 'AMEX', displayName: 'American Express', imageUrl: badge('#2e77bb', 'AMEX') },
  DISCOVER: { key: 'DISCOVER', displayName: 'Discover', imageUrl: badge('#f47216', 'DISC') },
  DINERSCLUB: { key: 'DINERSCLUB', displayName: 'Diners Club', imageUrl: badge('#0079be', 'DC') },
};

/** Settings for a card type as the API names it; an unknown type shows its own name and no image. */
export function cardDisplay(cardType: string): { displayName: string; imageUrl: string | null } {
  const known = CARD_DISPLAY_SETTINGS[cardType.toUpperCase() as CardNetwork];
  return known ?? { displayName: cardType, imageUrl: null };
}
