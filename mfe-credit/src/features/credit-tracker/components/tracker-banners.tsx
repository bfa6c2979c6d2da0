// Global banners with undo (S2-TRACKER-38) and the nudge tooltips kept dismissed by cookie for 365 days
// (S2-TRACKER-110/111, nudge delay 2000 ms): small pieces of the tracker page.
import { useState } from 'react';
import { Button } from '@cle/ui/button';
import { colors, linkButtonCss } from '@cle/ui/theme';
import { useDismissedTooltip } from '../../../lib/use-dismissed-tooltip';
import { NUDGE_TOOLTIP_DELAY_MS } from '../tracker-rules';
import type { TOOLTIP_COOKIES } from '../tracker-rules';

export interface GlobalBanner {
  id: number;
  text: string;
  /** puts back what the change replaced; the banner goes once it is done */
  undo: () => Promise<void>;
}

export function GlobalBanners({
  banners,
  onDone,
}: {
  banners: GlobalBanner[];
  onDone: (id: number) => void;
}) {
  const [busy, setBusy] = useState<number | null>(null);
  const [failed, setFailed] = useState<number | null>(null);
  if (!banners.length) return null;
  return (
    <ul aria-label="Updates" css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {banners.map((b) => (
        <li
          key={b.id}
          role="status"
          css={{
            display: 'flex',
            gap: 12,
            alignItems: 'center',
            justifyContent: 'space-between',
            background: colors.mist,
            borderLeft: `6px solid ${colors.ink}`,
            padding: '8px 12px',
          }}
        >
          <span>
            {b.text}
            {failed === b.id ? ' The change could not be undone.' : ''}
          </span>
          <span css={{ display: 'flex', gap: 12 }}>
            <Button
              type="button"
              variant="secondary"
              disabled={busy === b.id}
              onClick={async () => {
                setBusy(b.id);
                try {
                  await b.undo();
                  onDone(b.id);
                } catch {
                  setFailed(b.id);
                } finally {
                  setBusy(null);
                }
              }}
            >
              Undo
            </Button>
            <button
              type="button"
              css={linkButtonCss}
              aria-label={`Dismiss: ${b.text}`}
              onClick={() => onDone(b.id)}
            >
              Dismiss
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A nudge shown after 2000 ms until the member dismisses it; the cookie keeps it dismissed 365 days. */
/** `name` is the cookie that keeps it dismissed: only the tracker's tooltip cookies (S2-TRACKER-110/111). */
export function NudgeTooltip({ name, text }: { name: (typeof TOOLTIP_COOKIES)[number]; text: string }) {
  const { shown, dismiss } = useDismissedTooltip(name, NUDGE_TOOLTIP_DELAY_MS);
  if (!shown) return null;
  return (
    <div
      role="note"
      data-tooltip={name}
      css={{
        background: colors.ink,
        color: colors.paper,
        padding: '8px 12px',
        fontSize: 14,
        display: 'flex',
        gap: 12,
        alignItems: 'center',
        maxWidth: 360,
      }}
    >
      <span>{text}</span>
      <button type="button" css={{ ...linkButtonCss, color: colors.paper }} onClick={dismiss}>
        Got it
      </button>
    </div>
  );
}
