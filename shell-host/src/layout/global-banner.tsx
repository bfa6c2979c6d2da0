import { useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import type { GlobalBanner } from '@cle/contracts/schemas';
// loaded on first open: the home page does not download the dialog code
import { DialogOnDemand as Dialog } from '@cle/ui/dialog-on-demand';
import { colors, focusRing } from '@cle/ui/theme';
import { dismiss, isDismissed } from './banner-dismissal';
import { bannerAction, bannerBehavior, bannerLogo } from './banner-rules';

const THEMES = {
  general: { background: colors.charcoal, color: colors.paper },
  critical: { background: colors.red, color: colors.paper },
  probono: { background: '#1f5f5b', color: colors.paper },
} as const;

const barButton = {
  font: 'inherit',
  background: 'transparent',
  color: 'inherit',
  border: '1px solid currentColor',
  borderRadius: 4,
  padding: '4px 10px',
  cursor: 'pointer',
  '&:focus-visible': focusRing,
} as const;

function Banner({ banner }: { banner: GlobalBanner }) {
  const id = banner.contentLink.id;
  const [hidden, setHidden] = useState(() => isDismissed(id, banner.dismissability));
  const [expanded, setExpanded] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);

  const behavior = useMemo(() => bannerBehavior(banner), [banner]);
  if (hidden) return null;
  const theme = THEMES[banner.theme];
  const logo = bannerLogo(banner);
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
      {/* the Dialog locks page scrolling, keeps focus inside, closes on Escape and returns focus */}
      <Dialog
        open={expanded}
        onClose={() => setExpanded(false)}
        aria-label={banner.content[0]?.heading ?? 'Announcement'}
        initialFocus={closeRef}
        css={{ ...theme, padding: '48px 24px' }}
      >
        <div css={{ maxWidth: 880, margin: '0 auto' }}>
          <button
            ref={closeRef}
            type="button"
            css={{ ...barButton, float: 'right' }}
            onClick={() => setExpanded(false)}
          >
            Close
          </button>
          {logo ? <img src={logo} alt="PLI" height={40} css={{ display: 'block', height: 40 }} /> : null}
          {banner.content.map((c, i) => {
            const action = bannerAction(c.action, id);
            return (
              <div key={i}>
                {c.heading ? <h2>{c.heading}</h2> : null}
                <p css={{ fontSize: 18, lineHeight: 1.6 }}>{c.body}</p>
                {action?.type === 'link' ? (
                  <a href={action.href} css={barButton}>
                    {action.text}
                  </a>
                ) : action ? (
                  <button
                    type="button"
                    css={barButton}
                    onClick={() => {
                      setExpanded(false);
                      // a banner that cannot be dismissed only closes
                      if (action.type === 'dismiss' && banner.dismissability !== 'Not Dismissable')
                        dismissBanner();
                    }}
                  >
                    {action.text}
                  </button>
                ) : null}
              </div>
            );
          })}
        </div>
      </Dialog>
    </section>
  );
}

export function GlobalBanners() {
  const { data } = useSWR('/banners', (p: string) => apiRequest<GlobalBanner[]>(p, { auth: false }));
  if (!data?.length) return null;
  return (
    <div>
      {data.map((b) => (
        <Banner key={b.contentLink.id} banner={b} />
      ))}
    </div>
  );
}
