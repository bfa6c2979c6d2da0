/** Marks the head tags a page's metadata writes: the server writes them with it too, so a navigation replaces them. */
export const MANAGED = 'data-page-meta';
