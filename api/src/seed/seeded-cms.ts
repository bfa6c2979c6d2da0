// The CMS content the seed writes: the CMS generator and the ones that add to it, in one order. Apart
// from load-seed so the shell's block test walks the very pages the database gets (no database).
import type { Catalogue } from './generate-catalogue';
import { generateCms } from './generate-cms';
import { withPlayerPage } from './generate-player-page';
import { withShellContent } from './generate-shell-pages';
import { withShellExtras } from './generate-shell-extras';
import { withRowsContent } from './generate-rows-content';

export function seededCms(cat: Catalogue) {
  return withRowsContent(withShellExtras(withPlayerPage(withShellContent(generateCms(cat), cat))));
}
