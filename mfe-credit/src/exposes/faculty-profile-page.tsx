import type { PageProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';
import { FacultyProfilePage as FacultyProfile } from '../features/faculty/faculty-profile';

/** Content type FacultyMember (/faculty/{slug}): properties.facultyId names the member. */
function FacultyProfilePage({ page }: PageProps) {
  return <FacultyProfile facultyId={page.properties.facultyId} />;
}

export default exposeView('mfe-credit', FacultyProfilePage);
