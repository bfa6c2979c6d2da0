// Keeps the document's head on the page shown (spec 1 §3, page-metadata.ts). The server writes the first
// page's head into the HTML, so the builder and the DOM writer are fetched only when a page changes
// after that, or when the server did not write it: the home page's boot carries neither (its JS budget).
import { useEffect, useRef } from 'react';
import type { PageContent } from '@cle/contracts/page';
import { MANAGED } from './page-head-marker';

/** Writes the page's title and head tags after a navigation, replacing the previous page's. */
export function usePageMetadata(page: PageContent | undefined): void {
  const first = useRef(true);
  useEffect(() => {
    if (!page) return;
    const firstPage = first.current;
    first.current = false;
    // the server's head is this very page's: nothing to write
    if (firstPage && document.head.querySelector(`[${MANAGED}]`)) return;
    let live = true;
    void import(/* webpackChunkName: "page-head" */ './page-metadata').then(
      ({ applyPageHead }) => live && applyPageHead(page),
    );
    return () => {
      live = false;
    };
  }, [page]);
}
