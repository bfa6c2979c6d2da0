// Links with the individual placeholder (spec 1 §5): the signed-in user's IndividualSK goes in;
// an anonymous visitor following one is sent to sign in and comes back to the resolved link.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { authStore, signIn } from '@cle/contracts/auth';
import { hasIndividualPlaceholder, resolveIndividualLink } from '../auth-rules';

export function useIndividualLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const a = (e.target as Element | null)?.closest?.('a[href]');
      if (!(a instanceof HTMLAnchorElement)) return;
      const href = a.getAttribute('href') ?? '';
      if (!hasIndividualPlaceholder(href)) return;
      const resolved = resolveIndividualLink(href, authStore.get().individualSk);
      // Handled here, before any router link sees the unresolved placeholder.
      e.preventDefault();
      e.stopPropagation();
      if (!resolved) signIn(href);
      else if (resolved.startsWith('/') && a.target !== '_blank') navigate(resolved);
      else window.open(resolved, a.target || '_self', 'noopener');
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [navigate]);
}
