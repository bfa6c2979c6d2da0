// The QA override banner (decision 065): while this browser session loads a candidate release of a remote
// (the shell server's /remotes.json says so), a bar names it and resets it in one click. Shown after the
// page has hydrated: the server HTML is the public page, the same for everyone.
import { Button } from '@cle/ui/button';
import { colors } from '@cle/ui/theme';
import { useQaOverride } from './use-qa-override';

export function QaOverrideBanner() {
  const { override, resetting, reset } = useQaOverride();
  if (!override) return null;

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
