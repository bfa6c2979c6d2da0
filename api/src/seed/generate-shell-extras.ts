// The shell's extra CMS settings (issue 14, decision 027): the legacy-site redirect settings on the
// footer site part (rule 2 sends back only visitors who chose the legacy site; support, account and
// contact pages are never redirected) and the press release's Vimeo video. Deterministic, no random
// stream; it changes no page id, title or URL.
import type { LegacyRedirectSettings } from '@cle/contracts/legacy-site-schemas';
import type { CmsPageRow } from '../db/rows';
import type { generateCms } from './generate-cms';

type Cms = ReturnType<typeof generateCms>;

const LEGACY_REDIRECT: LegacyRedirectSettings = {
  rule: 2,
  whitelist: ['/support/', '/account/', '/company/contact-us'],
  cookieDomain: '.pli.example',
};
const PRESS_VIDEO_ID = '76979871';

export function withShellExtras<T extends Pick<Cms, 'siteParts'> & { pages: CmsPageRow[] }>(cms: T): T {
  return {
    ...cms,
    pages: cms.pages.map((p) =>
      p.id === 'press-1' ? { ...p, properties: { ...p.properties, vimeoVideoId: PRESS_VIDEO_ID } } : p,
    ),
    siteParts: { ...cms.siteParts, footer: { ...cms.siteParts.footer, legacyRedirect: LEGACY_REDIRECT } },
  };
}
