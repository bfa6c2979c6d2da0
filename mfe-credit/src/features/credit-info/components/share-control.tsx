import { useId } from 'react';
import { toast } from '@cle/contracts/toast';
import { colors, focusRing } from '@cle/ui/theme';
import { shareEmailHref } from '../credit-info-rules';

/** The spec gives no wording for the share toasts: these are ours. */
const LINK_COPIED_MESSAGE = 'Link copied to clipboard';
const LINK_COPY_FAILED_MESSAGE = 'The link could not be copied. Copy it from the address bar.';

const controlStyle = {
  font: 'inherit',
  fontSize: 14,
  fontWeight: 600,
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '6px 12px',
  border: `1px solid ${colors.line}`,
  borderRadius: 4,
  background: colors.paper,
  color: colors.ink,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { background: colors.mist },
  '&:focus-visible': focusRing,
} as const;

/** Spec 2 §2: the jurisdiction credit info page offers share (copy link, email). */
export function ShareControl({ title, url }: { title: string; url: string }) {
  const labelId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.show({ type: 'confirmation', content: LINK_COPIED_MESSAGE });
    } catch {
      toast.show({ type: 'alert', content: LINK_COPY_FAILED_MESSAGE });
    }
  };
  return (
    <div role="group" aria-labelledby={labelId} css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <span id={labelId} css={{ fontSize: 14, color: colors.inkSoft }}>
        Share
      </span>
      <button type="button" onClick={() => void copy()} css={controlStyle}>
        Copy link
      </button>
      <a href={shareEmailHref(title, url)} css={controlStyle}>
        Email
      </a>
    </div>
  );
}
