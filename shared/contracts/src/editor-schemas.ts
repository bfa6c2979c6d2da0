// Editor tools (spec 1 §1, §6, §7; decision 027).
//
// Routes (under /api):
//   GET /user/quick-navigation?contentId=  -> QuickNavigation (bearer token; 403 unless the editor role)
//   GET /cms/preview.js                    -> the content system's preview script, injected in edit mode
import * as z from 'zod/mini';

export const QuickNavigationSchema = z.object({
  links: z.array(z.object({ text: z.string(), href: z.string() })),
});
