import type { PageProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';
import { AboutFaculty } from '../features/faculty/about-faculty';

/** CMS content type AboutFacultyPage (/about/faculty). */
function AboutFacultyPage({ page }: PageProps) {
  return <AboutFaculty heading={page.name} />;
}

export default exposeView('mfe-credit', AboutFacultyPage);
