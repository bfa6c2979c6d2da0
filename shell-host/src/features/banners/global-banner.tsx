import { lazy, Suspense, useMemo, useState, useSyncExternalStore } from 'react';
import type { GlobalBanner } from '@cle/contracts/schemas';
import { colors } from '@cle/ui/theme';
import { barButton } from './banner.styles';
import { dismiss, isDismissed } from '../../api/banner-dismissal';
import { bannerBehavior } from './banner-rules';
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

// dismissals are read, not watched: a dismissal in this tab re-renders its banner itself
const unwatched = () => () => undefined;

function Banner({ banner }: { banner: GlobalBanner }) {
  const id = banner.contentLink.id;
  // The visitor's cookie and session storage say whether it was dismissed. The server cannot read them
  // (its HTML is the same for everyone), so a hydrating page starts from the server's answer, 'shown',
  // and drops a dismissed banner right after hydration; a page rendered in the browser never shows it.
  const stored = useSyncExternalStore(
    unwatched,
    () => isDismissed(id, banner.dismissability),
    () => false,
  );
  const [dismissedNow, setHidden] = useState(false);
  const hidden = stored || dismissedNow;
  const [expanded, setExpanded] = useState(false);

  const behavior = useMemo(() => bannerBehavior(banner), [banner]);
  if (hidden) return null;
  const theme = THEMES[banner.theme];
  const dismissBanner = () => {
    dismiss(id, banner.dismissability);
    setHidden(true);
  };
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
