// The global banner's expanded overlay (spec 1 §2): content blocks, actions and logo in a full-width
// Dialog. Loaded when a person presses Read more, never with the page.
import { useRef } from 'react';
import type { GlobalBanner } from '@cle/contracts/schemas';
// the Dialog's own code loads on demand too
import { DialogOnDemand as Dialog } from '@cle/ui/dialog-on-demand';
import { bannerAction, bannerLogo } from './banner-rules';
import { barButton } from './banner.styles';

export function BannerOverlay({
  banner,
  theme,
  onClose,
  onDismiss,
}: {
  banner: GlobalBanner;
  theme: { background: string; color: string };
  onClose: () => void;
  onDismiss: () => void;
}) {
  const id = banner.contentLink.id;
  const closeRef = useRef<HTMLButtonElement>(null);
  const logo = bannerLogo(banner);
  // the Dialog locks page scrolling, keeps focus inside, closes on Escape and returns focus
  return (
    <Dialog
      open
      onClose={onClose}
      aria-label={banner.content[0]?.heading ?? 'Announcement'}
      initialFocus={closeRef}
      css={{ ...theme, padding: '48px 24px' }}
    >
      <div css={{ maxWidth: 880, margin: '0 auto' }}>
        <button ref={closeRef} type="button" css={{ ...barButton, float: 'right' }} onClick={onClose}>
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
                    onClose();
                    // a banner that cannot be dismissed only closes
                    if (action.type === 'dismiss' && banner.dismissability !== 'Not Dismissable') onDismiss();
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
  );
}
