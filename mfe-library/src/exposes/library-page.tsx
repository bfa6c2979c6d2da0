import type { PageProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';
import { LibraryPage as LibraryView } from '../features/library/library-page';
import { LIBRARY_TITLE } from '../features/library/library-rules';

/** CMS content type LibraryPage (/account/library): the page's name is the title, 'My Library' as fallback. */
function LibraryPage({ page }: PageProps) {
  return <LibraryView title={page.name || LIBRARY_TITLE} />;
}

export default exposeView('mfe-library', LibraryPage);
