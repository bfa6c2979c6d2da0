import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import { onEvent } from '@cle/contracts/events';
import { CMS_PREVIEW_SCRIPT_PATH } from '@cle/contracts/editor';
import type { QuickNavigation } from '@cle/contracts/editor';
import { useEditMode } from '../lib/use-edit-mode';
import { isEditContext, showsQuickNavigation } from './editor-rules';

/**
 * The quick-navigation permission call, once per signed-in user (anonymous visitors ask nothing); a
 * refusal (403 for everyone but editors) only means no box.
 */
export function useQuickNavigation(): { links: QuickNavigation['links'] | null; show: boolean } {
  const { search } = useLocation();
  const { ready, isAuthenticated, individualSk } = useAuth();
  const editMode = useEditMode();
  const { data, error } = useSWR<QuickNavigation, Error>(
    ready && isAuthenticated ? ['/user/quick-navigation', individualSk ?? ''] : null,
    ([path]: [string, string]) => apiRequest(path),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const permitted = Boolean(data) && !error;
  const show = showsQuickNavigation({ editContext: isEditContext(search), editMode, permitted });
  return { links: data?.links ?? null, show };
}

/**
 * Spec 1 §7: in edit mode the content system's preview script is injected, and the page content is
 * fetched again whenever it reports an editor's saved change.
 */
export function useEditorPreview(refetch: () => unknown): void {
  const editMode = useEditMode();
  useEffect(() => {
    if (!editMode) return;
    if (!document.querySelector(`script[src="${CMS_PREVIEW_SCRIPT_PATH}"]`)) {
      const script = document.createElement('script');
      script.src = CMS_PREVIEW_SCRIPT_PATH;
      script.async = true;
      document.head.append(script);
    }
    return onEvent('shell:cms-content-saved', () => void refetch());
  }, [editMode, refetch]);
}
