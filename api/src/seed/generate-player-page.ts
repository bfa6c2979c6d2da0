// The player page (spec 3 §2.2 launch, issue 11): a CMS page at PLAYER_PATH whose content type the
// shell's page registry maps to mfe-product's player. Added to the generated CMS pages (no random
// numbers drawn: the other generators' streams stay as they were).
import { PLAYER_PATH } from '@cle/contracts/registration-schemas';
import type { CmsPageRow } from '../db/rows';
import { cmsPage } from './cms-page';

const PLAYER_PAGE_TYPE = 'ProgramPlayerPage';

export function withPlayerPage<T extends { pages: CmsPageRow[] }>(cms: T): T {
  if (cms.pages.some((p) => p.friendly_url === PLAYER_PATH)) return cms;
  // not in navigation or the sitemap: it plays what the launch call names
  const player = cmsPage(
    'player',
    PLAYER_PATH,
    PLAYER_PAGE_TYPE,
    'Player',
    { libraryPath: '/account/library' },
    {
      visible: false,
      metadata: {
        browserTitle: 'Player',
        pageDescription: 'Watch or listen to your PLI programs.',
        noIndex: true,
      },
    },
  );
  return { ...cms, pages: [...cms.pages, player] };
}
