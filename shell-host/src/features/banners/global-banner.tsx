import { lazy, Suspense, useMemo, useState } from 'react';
import type { GlobalBanner } from '@cle/contracts/schemas';
import { colors } from '@cle/ui/theme';
import { barButton } from './banner.styles';
import { bannerBehavior } from './banner-rules';
import { useBannerDismissal } from './use-banner-dismissal';
import { useGlobalBanners } from './use-global-banners';

const BannerOverlay = lazy(() =>
  import(/* webpackChunkName: "banner-overlay" */ './banner-overlay').then((m) => ({
    default: m.BannerOverlay,
  })),
);

const THEMES = {
  general: { background: colors.charcoal, color: colors.paper },
  critical: { background: colors.red, color: colors.paper },
  probono: { background: '#1f5f5b', color: colors.paper },
} as const;

function Banner({ banner }: { banner: GlobalBanner }) {
  const { hidden, dismissBanner } = useBannerDismissal(banner.contentLink.id, banner.dismissability);
  const [expanded, setExpanded] = useState(false);

  const behavior = useMemo(() => bannerBehavior(banner), [banner]);
  if (hidden) return null;
  const theme = THEMES[banner.theme];
  return (
    <section
      aria-label="Site announcement"
      css={{
        ...theme,
        padding: '8px 16px',
        display: 'flex',
        gap: 12,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <p css={{ margin: 0 }}>{banner.collapsedText}</p>
      <div css={{ display: 'flex', gap: 8 }}>
        {behavior === 'expand' ? (
          <button type="button" css={barButton} aria-expanded={expanded} onClick={() => setExpanded(true)}>
            Read more
          </button>
        ) : behavior === 'link' && banner.link ? (
          <a href={banner.link.href} target={banner.link.target} title={banner.link.title} css={barButton}>
            {banner.link.text}
          </a>
        ) : null}
        {banner.dismissability !== 'Not Dismissable' ? (
          <button
            type="button"
            css={barButton}
            aria-label={`Dismiss announcement: ${banner.collapsedText}`}
            onClick={dismissBanner}
          >
            Dismiss
          </button>
        ) : null}
      </div>
      {/* the expanded overlay loads on Read more: the collapsed bar is all a first paint needs */}
      {expanded ? (
        <Suspense fallback={null}>
          <BannerOverlay
            banner={banner}
            theme={theme}
            onClose={() => setExpanded(false)}
            onDismiss={dismissBanner}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

export function GlobalBanners() {
  const data = useGlobalBanners();
  if (!data?.length) return null;
  return (
    <div>
      {data.map((b) => (
        <Banner key={b.contentLink.id} banner={b} />
      ))}
    </div>
  );
}
