// Editor tools (spec 1 §1, §6, §7; decision 027).
//
// Routes (under /api):
//   GET /user/quick-navigation?contentId=  -> QuickNavigation (bearer token; 403 unless the editor role)
//   GET /cms/preview.js                    -> the content system's preview script, injected in edit mode
import * as z from 'zod/mini';

export const QuickNavigationSchema = z.object({
  links: z.array(z.object({ text: z.string(), href: z.string() })),
});
export type QuickNavigation = z.infer<typeof QuickNavigationSchema>;

/** The quick-navigation box's links, in this order (spec 1 §1). */
export const QUICK_NAVIGATION_TEXTS = ['Dashboard', 'CMS Edit', 'Commerce'] as const;

/** The event the preview script dispatches on an editor's saved change (declared in ./events). */
export const CMS_CONTENT_SAVED_EVENT = 'shell:cms-content-saved';
/** Where the shell injects the preview script from (the API is the content system). */
export const CMS_PREVIEW_SCRIPT_PATH = '/api/cms/preview.js';
