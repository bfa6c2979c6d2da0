// The purchase panel's Materials button for a variant the person owns or is registered for (spec 3
// §4.3: 'Registered with materials: Materials button; online live shows Launch plus Materials'). The
// modal's code is loaded the first time it opens.
import { lazy, Suspense, useState } from 'react';
import { outlinedButtonCss, focusRing } from '@cle/ui/theme';
import type { MaterialsSlotProps } from '../../lib/panel-slots';

const MaterialsModal = lazy(() =>
  import('./components/materials-modal').then((m) => ({ default: m.MaterialsModal })),
);

export function MaterialsButton({ variation }: MaterialsSlotProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        css={{ ...outlinedButtonCss, width: '100%', '&:focus-visible': focusRing }}
      >
        Materials
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MaterialsModal open onClose={() => setOpen(false)} code={variation.code} />
        </Suspense>
      ) : null}
    </>
  );
}
