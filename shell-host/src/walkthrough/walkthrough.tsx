import { useEffect, useId, useRef, useState } from 'react';
import { colors, focusRing } from '@cle/ui/theme';
import { nextLabel, progressText } from './walkthrough-rules';
import type { WalkthroughStep } from './walkthrough-rules';

const buttonStyle = {
  font: 'inherit',
  fontWeight: 700,
  borderRadius: 4,
  padding: '8px 16px',
  cursor: 'pointer',
  '&:focus-visible': focusRing,
} as const;

/**
 * Spec 1 §4: the multi-step walkthrough, a non-modal dialog: 'n of total', Next (Finish on the last
 * step) and a close button. Escape closes it too.
 */
export function Walkthrough({ steps, onDone }: { steps: readonly WalkthroughStep[]; onDone: () => void }) {
  const [index, setIndex] = useState(0);
  const headingId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const step = steps[index];
  useEffect(() => dialogRef.current?.focus(), [index]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onDone();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onDone]);
  if (!step) return null;
  const last = index + 1 >= steps.length;
  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-labelledby={headingId}
      tabIndex={-1}
      css={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: 60,
        width: 'min(360px, calc(100vw - 32px))',
        background: colors.paper,
        border: `1px solid ${colors.line}`,
        borderRadius: 8,
        boxShadow: '0 8px 24px rgba(0,0,0,0.2)',
        padding: 16,
        outline: 'none',
      }}
    >
      <p css={{ margin: 0, fontSize: 13, color: colors.inkSoft }}>{progressText(index, steps.length)}</p>
      <h2 id={headingId} css={{ fontSize: 18, margin: '4px 0 8px' }}>
        {step.title}
      </h2>
      <p css={{ margin: '0 0 16px', lineHeight: 1.5 }}>{step.body}</p>
      <div css={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <button
          type="button"
          onClick={onDone}
          css={{ ...buttonStyle, background: 'transparent', border: 0, color: colors.inkSoft }}
        >
          Close tour
        </button>
        <button
          type="button"
          onClick={() => (last ? onDone() : setIndex(index + 1))}
          css={{ ...buttonStyle, background: colors.red, color: colors.paper, border: 0 }}
        >
          {nextLabel(index, steps.length)}
        </button>
      </div>
    </div>
  );
}
