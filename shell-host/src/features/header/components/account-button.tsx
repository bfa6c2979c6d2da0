// The account button (spec 1 §2, §6): anonymous visitors are sent to sign in; the panel it opens for a
// signed-in person is in header-panel-views.tsx.
import { useLocation } from 'react-router-dom';
import { signIn, useAuth } from '@cle/contracts/auth';
import { IconButton } from '../header.styles';
import type { PanelButtonProps } from '../hooks/use-header-panels';

export const ACCOUNT_PANEL_ID = 'account-panel';

export function AccountButton({ open, onToggle, buttonRef, hover }: PanelButtonProps) {
  const auth = useAuth();
  const location = useLocation();
  return (
    <IconButton
      // an anonymous visitor has no panel to open: the button signs in
      {...(auth.isAuthenticated ? hover : undefined)}
      ref={buttonRef}
      type="button"
      aria-expanded={auth.isAuthenticated ? open : undefined}
      aria-controls={auth.isAuthenticated ? ACCOUNT_PANEL_ID : undefined}
      onClick={() => (auth.isAuthenticated ? onToggle() : signIn(`${location.pathname}${location.search}`))}
    >
      {auth.isAuthenticated ? (auth.name ?? 'Account') : 'Sign in'}
    </IconButton>
  );
}
