// Editor tools (spec 1 §1, §6, §7; decision 027): the quick-navigation permission call and the content
// system's preview script. This API is the site's content system, so both live here.
import { EditorLinkQuerySchema } from '@cle/contracts/requests/faculty';
import { CMS_CONTENT_SAVED_EVENT, QUICK_NAVIGATION_TEXTS } from '@cle/contracts/editor';
import type { QuickNavigation } from '@cle/contracts/editor';
import { requireRole } from '../auth/guard';
import type { Api } from '../lib/http';

const EDITOR_ROLE = 'editor';
/** The content system's own admin UI (dashboard, edit view, commerce manager). */
export const CMS_ADMIN_URL = (process.env.CMS_ADMIN_URL ?? 'https://cms.pli.example').replace(/\/+$/, '');

/**
 * Relays the edit view's "content saved" messages to the page as the shell's event. Only messages from
 * the content system's own origin count; the page never evaluates anything it receives.
 */
function previewScript(adminOrigin: string, eventName: string): string {
  return `(function () {
  var adminOrigin = ${JSON.stringify(adminOrigin)};
  window.addEventListener('message', function (e) {
    if (e.origin !== adminOrigin || !e.data || e.data.type !== 'contentSaved') return;
    var id = typeof e.data.contentId === 'string' ? e.data.contentId : null;
    window.dispatchEvent(new CustomEvent(${JSON.stringify(eventName)}, { detail: { contentId: id } }));
  });
  document.documentElement.setAttribute('data-cms-preview', 'ready');
})();
`;
}

export async function editorToolRoutes(app: Api) {
  app.get(
    '/user/quick-navigation',
    { schema: { querystring: EditorLinkQuerySchema } },
    async (req): Promise<QuickNavigation> => {
      requireRole(req, EDITOR_ROLE);
      const { contentId } = req.query;
      const [dashboard, edit, commerce] = QUICK_NAVIGATION_TEXTS;
      return {
        links: [
          { text: dashboard, href: `${CMS_ADMIN_URL}/cms/dashboard` },
          {
            text: edit,
            href: `${CMS_ADMIN_URL}/cms/edit${contentId ? `?contentId=${encodeURIComponent(contentId)}` : ''}`,
          },
          { text: commerce, href: `${CMS_ADMIN_URL}/commerce` },
        ],
      };
    },
  );

  const script = previewScript(new URL(CMS_ADMIN_URL).origin, CMS_CONTENT_SAVED_EVENT);
  app.get('/cms/preview.js', async (_req, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(script),
  );
}
