// The QA override banner (decision 065): while this browser session loads a candidate release of a remote
// (the shell server's /remotes.json says so), a bar names it and resets it in one click. Shown after the
// page has hydrated: the server HTML is the public page, the same for everyone.
import { useEffect, useState } from 'react';
import { Button } from '@cle/ui/button';
import { colors } from '@cle/ui/theme';
import { resetQaOverride } from '../auth/staff-session';
import { pageLoad, whoGetsWhat, whoGetsWhatRead } from '../federation/who-gets-what';
import type { CompositionVisitor } from '../federation/who-gets-what';

export function QaOverrideBanner() {
  const [override, setOverride] = useState<CompositionVisitor['override']>();
  const [resetting, setResetting] = useState(false);
  useEffect(() => {
    let live = true;
    // never starts the remotes' registration itself: it waits for the shell's
    void whoGetsWhatRead().then(() => live && setOverride(whoGetsWhat().visitor.override));
    return () => {
      live = false;
    };
  }, []);
  if (!override) return null;

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
