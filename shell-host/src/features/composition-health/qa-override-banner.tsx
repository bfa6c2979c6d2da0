// The QA override banner (decision 065): while this browser session loads a candidate release of a remote
// (the shell server's /remotes.json says so), a bar names it and resets it in one click. Shown after the
// page has hydrated: the server HTML is the public page, the same for everyone.
import { lazy, Suspense, useEffect, useState } from 'react';
import { whoGetsWhat, whoGetsWhatRead } from '../../federation/who-gets-what';
import type { CompositionVisitor } from '../../federation/who-gets-what';

const QaOverrideBar = lazy(() => import('./qa-override-bar').then((m) => ({ default: m.QaOverrideBar })));

export function QaOverrideBanner() {
  const [override, setOverride] = useState<CompositionVisitor['override']>();
  useEffect(() => {
    let live = true;
    // never starts the remotes' registration itself: it waits for the shell's
    void whoGetsWhatRead().then(() => live && setOverride(whoGetsWhat().visitor.override));
    return () => {
      live = false;
    };
  }, []);
  if (!override) return null;
  return (
    <Suspense fallback={null}>
      <QaOverrideBar override={override} />
    </Suspense>
  );
}
