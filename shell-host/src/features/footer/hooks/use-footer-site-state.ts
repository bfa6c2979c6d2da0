// The site-wide footerVisible state (spec 1 §3), e.g. for panels that must not cover the footer.
import { useEffect } from 'react';
import type { RefObject } from 'react';
import { observeInView, siteState } from '../../../lib/site-state';

export function useFooterSiteState(footerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = footerRef.current;
    if (!el) return;
    return observeInView(el, (footerVisible) => siteState.set({ footerVisible }));
  }, [footerRef]);
}
