// Whether the site footer is on screen (spec 1 §4 S1-PRODUCT-01 isFooterInView), so the program page's
// sticky purchase button steps aside and never covers the footer's links. The footer is the shell's:
// found by its landmark in the document, not imported; no footer (an embed, a test) or no
// IntersectionObserver leaves it false.
import { useEffect } from 'react';

export function useFooterInView(onChange: (inView: boolean) => void) {
  useEffect(() => {
    const footer = document.querySelector('footer, [role="contentinfo"]');
    if (!footer || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) onChange(last.isIntersecting);
    });
    observer.observe(footer);
    return () => {
      observer.disconnect();
      onChange(false);
    };
  }, [onChange]);
}
