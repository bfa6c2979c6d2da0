// The kit's Dialog, downloaded the first time it opens: a page whose dialog is never opened (the
// footer's privacy choices, a banner's 'Read more') never fetches it. Once opened it stays mounted,
// so closing returns focus exactly as Dialog does.
import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './dialog';

const Dialog = lazy(() => import('./dialog').then((m) => ({ default: m.Dialog })));

export function DialogOnDemand(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
