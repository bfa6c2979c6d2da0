import { ApiError } from '@cle/contracts/api-client';
import { useServerOrHydrating } from '@cle/contracts/hydration';
import { InlineError } from '@cle/ui/inline-error';
import { PageFrame } from '@cle/ui/page-frame';
import { Skeleton } from '@cle/ui/skeleton';
import { useRobots } from '@cle/ui/robots';
import { useFacultyProfile } from './api/use-faculty';
import { ProfileHeader } from './components/profile-header';
import { SharedContent } from './components/shared-content';
import { robotsFor } from './faculty-rules';

/** Spec 2 §2: the faculty profile page. */
export function FacultyProfilePage({ facultyId }: { facultyId: unknown }) {
  const id = typeof facultyId === 'number' && Number.isInteger(facultyId) && facultyId > 0 ? facultyId : null;
  const { data, error, isLoading, mutate } = useFacultyProfile(id);
  const serverSide = useServerOrHydrating();
  // S2-FACULTY-08: the page's robots directive while it is shown
  useRobots(data ? robotsFor(data.faculty.visibilityStatus) : null);
  if (!id || (error && !data)) {
    const final = !id || (error instanceof ApiError && error.isClientError);
    return (
      <PageFrame>
        <InlineError
          heading="Faculty profile could not be loaded"
          headingLevel={1}
          message={
            final ? 'We have no profile for this faculty member.' : 'Something went wrong. Please try again.'
          }
          onRetry={final ? undefined : () => void mutate()}
        />
      </PageFrame>
    );
  }
  if (isLoading || !data)
    return (
      <PageFrame busy>
        <Skeleton rows={10} label="Loading faculty profile" />
      </PageFrame>
    );
  const f = data.faculty;
  // a server has no origin: it and the hydrating render share the profile's path, the browser the full URL
  const url = serverSide ? f.resourceLocation : new URL(f.resourceLocation, window.location.origin).href;
  return (
    <PageFrame>
      <article css={{ display: 'grid', gap: 32 }}>
        <ProfileHeader faculty={f} shareUrl={url} />
        <section aria-labelledby="faculty-biography" css={{ display: 'grid', gap: 8 }}>
          <h2 id="faculty-biography" css={{ fontSize: 22, margin: 0 }}>
            Biography
          </h2>
          <p css={{ margin: 0, lineHeight: 1.6, maxWidth: 760 }}>{f.biography}</p>
        </section>
        <SharedContent profile={data} />
      </article>
    </PageFrame>
  );
}
