// The cart upsell block (spec 3 §3 Upsell block, §4.8): two title lines (the second in its CMS colour),
// an image, the copy, 'Add to cart • {price} / yr', the footer with its price and 'No, thanks'.
import type { CartUpsell } from '@cle/contracts/schemas';
import { Button } from '@cle/ui/button';
import { colors, linkButtonCss } from '@cle/ui/theme';
import {
  isUpsellTitleColor,
  UPSELL_DECLINE_LABEL,
  upsellAddLabel,
  upsellFooter,
  upsellVariant,
} from './upsell-rules';

/** The title colours as the site's palette paints them (shades 100 light to 300 deep). */
const SHADES: Record<string, [string, string, string]> = {
  green: ['#5cb85c', '#2e8b57', '#1f6b3f'],
  teal: ['#3fb8af', '#00827f', '#005f5c'],
  blue: ['#4a90d9', '#1a5fd0', '#0f3f8c'],
  indigo: ['#7b7fd4', '#4b4fb0', '#2e3180'],
  purple: ['#a678c9', '#7a4fa3', '#532f75'],
  magenta: ['#d66ba0', '#b3337a', '#85205a'],
};
const BASE: Record<string, string> = {
  white: '#ffffff',
  black: colors.ink,
  red: colors.red,
  gold: '#b8860b',
};

/** CSS colour of a titleLine2Color value; an unknown value keeps the text colour. */
function titleColor(value: string): string {
  if (!isUpsellTitleColor(value)) return colors.ink;
  if (BASE[value]) return BASE[value];
  const [name, shade] = value.split('-');
  return SHADES[name!]?.[Number(shade) / 100 - 1] ?? colors.ink;
}

export interface UpsellOfferProps {
  block: CartUpsell;
  busy: boolean;
  onAdd(): void;
  onDecline(): void;
}

export function UpsellOffer({ block, busy, onAdd, onDecline }: UpsellOfferProps) {
  const variant = upsellVariant(block);
  if (!variant) return null;
  const color = titleColor(block.titleLine2Color);
  return (
    <section
      aria-labelledby="cart-upsell-title"
      data-upsell={block.contentLink?.id ?? ''}
      css={{
        display: 'grid',
        gap: 12,
        padding: 20,
        borderRadius: 8,
        background: color === '#ffffff' ? colors.charcoal : colors.mist,
      }}
    >
      {block.image ? (
        <img
          src={block.image.url}
          alt={block.image.name}
          width={588}
          height={220}
          css={{
            width: '100%',
            height: 'auto',
            aspectRatio: '588 / 220',
            objectFit: 'cover',
            borderRadius: 4,
          }}
        />
      ) : null}
      <h3 id="cart-upsell-title" css={{ margin: 0, fontSize: 22, lineHeight: 1.25 }}>
        <span css={{ display: 'block', color: color === '#ffffff' ? colors.paper : colors.ink }}>
          {block.titleLine1}
        </span>
        {block.titleLine2 ? (
          <span data-title-color={block.titleLine2Color} css={{ display: 'block', color }}>
            {block.titleLine2}
          </span>
        ) : null}
      </h3>
      {block.copy ? (
        <p css={{ margin: 0, color: color === '#ffffff' ? colors.paper : colors.inkSoft }}>{block.copy}</p>
      ) : null}
      <Button type="button" disabled={busy} onClick={onAdd}>
        {upsellAddLabel(variant.discountedPrice)}
      </Button>
      {block.footerText ? (
        <p css={{ margin: 0, fontSize: 13, color: color === '#ffffff' ? colors.paper : colors.inkSoft }}>
          {upsellFooter(block.footerText, variant.discountedPrice)}
        </p>
      ) : null}
      <button
        type="button"
        onClick={onDecline}
        css={{
          ...linkButtonCss,
          justifySelf: 'center',
          padding: 4,
          color: color === '#ffffff' ? colors.paper : colors.ink,
        }}
      >
        {UPSELL_DECLINE_LABEL}
      </button>
    </section>
  );
}
