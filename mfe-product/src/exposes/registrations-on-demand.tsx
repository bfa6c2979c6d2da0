import { lazy, Suspense } from 'react';
import { Skeleton } from '@cle/ui/skeleton';
import type { RegistrationsSlotProps } from '../lib/panel-slots';

// The Registrations tab shows only for a signed-in person registered for the program: its code (and the
// registration path behind it) is a chunk of its own, fetched when the tab first renders, never for a
// visitor who only reads the page.
const RegistrationsPanel = lazy(() =>
  import('../features/registration/registrations-panel').then((m) => ({
    default: m.RegistrationsPanel,
  })),
);

export function RegistrationsOnDemand(props: RegistrationsSlotProps) {
  return (
    <Suspense fallback={<Skeleton rows={3} label="Loading registrations" />}>
      <RegistrationsPanel {...props} />
    </Suspense>
  );
}
