// Spec 1 §1: when an editor's quick-navigation box shows. The content system opens pages in its edit
// context with an `epieditmode` parameter: `true` is edit mode, `false` is its preview.

export const isEditContext = (search: string) => new URLSearchParams(search).has('epieditmode');

/** In the edit context, or when the permission call succeeded and the page is not in edit mode. */
export function showsQuickNavigation(o: { editContext: boolean; editMode: boolean; permitted: boolean }) {
  return o.editContext || (o.permitted && !o.editMode);
}

/** The 'CMS Edit' link opens the page being viewed. */
export function withContentId(href: string, text: string, contentId: string): string {
  if (text !== 'CMS Edit') return href;
  const url = new URL(href);
  url.searchParams.set('contentId', contentId);
  return url.href;
}
