// Editor tools' names and paths (spec 1 §1, §7; decision 027), free of zod so the shell's main bundle
// can use them; the payload schema is in ./editor-schemas.

/** The quick-navigation box's links, in this order (spec 1 §1). */
export const QUICK_NAVIGATION_TEXTS = ['Dashboard', 'CMS Edit', 'Commerce'] as const;

/** The event the preview script dispatches on an editor's saved change (declared in ./events). */
export const CMS_CONTENT_SAVED_EVENT = 'shell:cms-content-saved';
/** Where the shell injects the preview script from (the API is the content system). */
export const CMS_PREVIEW_SCRIPT_PATH = '/api/cms/preview.js';

export interface QuickNavigation {
  links: { text: string; href: string }[];
}
