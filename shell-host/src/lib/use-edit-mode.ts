// The content system opens pages in edit mode with ?epieditmode=true; only editors see edit prompts.
import { useLocation } from 'react-router-dom';
import { useAuth } from '@cle/contracts/auth';

function isEditMode(search: string): boolean {
  return new URLSearchParams(search).get('epieditmode')?.toLowerCase() === 'true';
}

export function useEditMode(): boolean {
  const { search } = useLocation();
  const { roles } = useAuth();
  return isEditMode(search) && roles.includes('editor');
}
