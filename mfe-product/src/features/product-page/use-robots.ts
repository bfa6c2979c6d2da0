import { useEffect } from 'react';

/** While mounted with `noindex`, the document carries <meta name="robots" content="noindex">. */
export function useRobotsNoIndex(noindex: boolean): void {
  useEffect(() => {
    if (!noindex) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    meta.dataset.owner = 'mfe-product';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, [noindex]);
}
