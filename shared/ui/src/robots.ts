// A page's robots directive while a view is shown. The shell writes the page's robots meta from the
// CMS metadata; a remote that knows better (a hidden faculty profile, an expired product) changes that
// one tag, and puts back what was there when it unmounts: never a second, contradicting tag.
import { useEffect } from 'react';

export function useRobots(content: string | null): void {
  useEffect(() => {
    if (!content) return;
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (existing) {
      const previous = existing.content;
      existing.content = content;
      return () => {
        existing.content = previous;
      };
    }
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = content;
    document.head.appendChild(meta);
    return () => meta.remove();
  }, [content]);
}
