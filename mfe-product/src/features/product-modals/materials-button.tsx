// The purchase panel's Materials button for a variant the person owns or is registered for (spec 3
// §4.3: 'Registered with materials: Materials button; online live shows Launch plus Materials'). The
// modal's code is loaded the first time it opens. While the materials call is under way the button is
// busy (the page's materialsLoading, spec 1 §4 S1-PRODUCT-01) and ignores further presses.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuth } from '@cle/contracts/auth';
import { outlinedButtonCss, focusRing } from '@cle/ui/theme';
import type { MaterialsSlotProps } from '../../lib/panel-slots';
import { useProductMaterials } from './api/use-product-materials';

const MaterialsModal = lazy(() =>
  import('./components/materials-modal').then((m) => ({ default: m.MaterialsModal })),
);

export function MaterialsButton({ variation, busy, onLoadingChange }: MaterialsSlotProps) {
  const [open, setOpen] = useState(false);
  const auth = useAuth();
  // the modal's own call (same key: one request), watched here so the panel can show it loading
  const { isLoading } = useProductMaterials(open && auth.isAuthenticated ? variation.code : null);
  useEffect(() => {
    if (!isLoading || !onLoadingChange) return;
    onLoadingChange(true);
    // answered, failed, closed or unmounted
    return () => onLoadingChange(false);
  }, [isLoading, onLoadingChange]);
  const pending = busy ?? isLoading;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        // aria-disabled, not disabled: it keeps focus for the modal to return to
        aria-disabled={pending || undefined}
        aria-busy={pending || undefined}
        onClick={() => {
          if (!pending) setOpen(true);
        }}
        css={{
          ...outlinedButtonCss,
          width: '100%',
          '&:focus-visible': focusRing,
          '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.7 },
        }}
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
