// The QA override bar (decision 065): names the candidate release this browser session loads and resets
// it in one click. Loaded only when there is an override (qa-override-banner.tsx): every other visitor's
// page carries none of it.
import { useState } from 'react';
import { Button } from '@cle/ui/button';
import { colors } from '@cle/ui/theme';
import type { CompositionVisitor } from '../../federation/who-gets-what';
import { pageLoad } from '../../federation/who-gets-what';
import { resetQaOverride } from './use-qa-override';

export function QaOverrideBar({ override }: { override: NonNullable<CompositionVisitor['override']> }) {
  const [resetting, setResetting] = useState(false);
  const reset = async () => {
    setResetting(true);
    await resetQaOverride();
    pageLoad.reload();
  };

  return (
    <div
      role="region"
      aria-label="QA override"
      css={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 1000,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 12,
        alignItems: 'center',
        justifyContent: 'center',
        padding: '8px 16px',
        background: colors.charcoal,
        color: colors.paper,
        fontWeight: 700,
      }}
    >
      <span>
        QA override: {override.remote} is on release <code>{override.release}</code> in this browser session
      </span>
      <Button variant="secondary" onClick={() => void reset()} disabled={resetting}>
        Reset override
      </Button>
    </div>
  );
}
