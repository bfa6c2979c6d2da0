// The global banner's behaviours, actions and logos (spec 1 §2, §3, §8). The CMS may send values this
// build does not know: they are logged to the console and left out, never a broken banner.
import type { GlobalBanner } from '@cle/contracts/schemas';

export type BannerBehavior = 'expand' | 'link' | 'none';
export type BannerActionType = 'close' | 'dismiss' | 'link';
type BannerAction = NonNullable<GlobalBanner['content'][number]['action']>;

/** What the collapsed bar's button does: expand the content (the default when there is some) or follow the link. */
export function bannerBehavior(banner: GlobalBanner): BannerBehavior {
  const fallback: BannerBehavior = banner.content.length ? 'expand' : 'none';
  const behavior = banner.behavior ?? fallback;
  if (behavior === 'expand') return banner.content.length ? 'expand' : 'none';
  if (behavior === 'link' && banner.link) return 'link';
  console.warn(`[banner] unknown behavior '${behavior}' of banner ${banner.contentLink.id}`);
  return fallback;
}

/** A content block's button, or null (logged) when its type is unknown or a link has nowhere to go. */
export function bannerAction(
  action: BannerAction | undefined,
  bannerId: string,
): (BannerAction & { type: BannerActionType }) | null {
  if (!action) return null;
  const known =
    action.type === 'close' || action.type === 'dismiss' || (action.type === 'link' && !!action.href);
  if (known) return action as BannerAction & { type: BannerActionType };
  console.warn(`[banner] unknown action '${action.type}' of banner ${bannerId}`);
  return null;
}

/**
 * The logo in the expanded banner. Every theme is a dark ground, so the white logo; without one, the
 * red logo, except on the critical theme's red ground, where it would not show.
 */
export function bannerLogo(banner: Pick<GlobalBanner, 'logoRed' | 'logoWhite' | 'theme'>): string | null {
  if (banner.logoWhite) return banner.logoWhite;
  return banner.theme === 'critical' ? null : (banner.logoRed ?? null);
}
