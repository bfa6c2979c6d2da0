import { lazy, Suspense } from 'react';
import { useEditorPreview, useQuickNavigation } from './use-editor-tools';

// the box is for editors only: everyone else never downloads it
const QuickNavigationBox = lazy(() =>
  import('./quick-navigation').then((m) => ({ default: m.QuickNavigationBox })),
);

/** Editor tools on a content page: the preview script and refetch in edit mode, the quick-navigation box. */
export function EditorTools({ contentId, refetch }: { contentId: string; refetch: () => unknown }) {
  useEditorPreview(refetch);
  const { links, show } = useQuickNavigation();
  if (!show || !links) return null;
  return (
    <Suspense fallback={null}>
      <QuickNavigationBox links={links} contentId={contentId} />
    </Suspense>
  );
}
