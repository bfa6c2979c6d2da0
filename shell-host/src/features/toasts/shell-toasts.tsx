// The shell's toast host, loaded with the first toast: the home page paints no toast, so its first load
// does not download the host and its icons. The shell still owns toasts from the start (remotes see
// hostRegistered and render none of their own).
import { lazy, Suspense, useEffect, useState } from 'react';
import { toast, useToasts } from '@cle/contracts/toast';

const ToastHost = lazy(() =>
  import(/* webpackChunkName: "toast-host" */ '@cle/ui/toast-host').then((m) => ({ default: m.ToastHost })),
);

export function ShellToasts() {
  const count = useToasts().length;
  const [needed, setNeeded] = useState(false);
  if (count > 0 && !needed) setNeeded(true);
  useEffect(() => {
    toast.hostRegistered = true;
    return () => {
      toast.hostRegistered = false;
    };
  }, []);
  return needed ? (
    <Suspense fallback={null}>
      <ToastHost owner />
    </Suspense>
  ) : null;
}
