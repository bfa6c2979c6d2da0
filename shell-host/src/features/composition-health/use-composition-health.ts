// What the composition health page shows: each remote's state as this page view loaded it, who gets
// which release (after the remotes are read), and 'Load every remote', which loads each remote's
// ./embed to measure the ones this page has not used yet.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { compositionStatus } from '../../federation/composition-status';
import { loadRemoteModule, remotesReady } from '../../federation/remotes';
import { whoGetsWhat } from '../../federation/who-gets-what';

export function useCompositionHealth() {
  const rows = useSyncExternalStore(compositionStatus.subscribe, compositionStatus.get);
  const [checking, setChecking] = useState(false);
  // who gets what, as this page load's /remotes.json said (after the remotes are read)
  const [deploy, setDeploy] = useState<ReturnType<typeof whoGetsWhat> | null>(null);
  useEffect(() => {
    let live = true;
    void remotesReady().then(() => live && setDeploy(whoGetsWhat()));
    return () => {
      live = false;
    };
  }, []);

  const loadEvery = async () => {
    setChecking(true);
    const names = [...(await remotesReady()).keys()];
    // failures are recorded in the table; the page itself keeps working
    await Promise.allSettled(names.map((name) => loadRemoteModule(name, './embed')));
    setChecking(false);
  };

  return { rows, deploy, checking, loadEvery };
}
