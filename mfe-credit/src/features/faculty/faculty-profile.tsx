import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { signIn, useAuth } from '@cle/contracts/auth';
import { toast } from '@cle/contracts/toast';
import { ApiError } from '@cle/contracts/api-client';
import { useServerOrHydrating } from '@cle/contracts/hydration';
import { facultyToast } from '@cle/contracts/faculty-schemas';
import type { FacultyProfile } from '@cle/contracts/faculty-schemas';
import { useSiteLabels } from '@cle/contracts/site-parts';
import { Button } from '@cle/ui/button';
import { InlineError } from '@cle/ui/inline-error';
import { PageFrame } from '@cle/ui/page-frame';
import { Skeleton, SkeletonBlock } from '@cle/ui/skeleton';
import { bareList, colors, focusRing, mq, titleLinkCss } from '@cle/ui/theme';
import { formatContentDate, isFollowing, robotsFor } from './faculty-rules';
import { useFacultyProfile, useFollowAction, useFollowedFaculty } from './use-faculty';
import { useRobots } from '@cle/ui/robots';

const controlStyle = {
  font: 'inherit',
  fontSize: 14,
  fontWeight: 600,
  padding: '6px 12px',
  border: `1px solid ${colors.line}`,
  borderRadius: 4,
  background: colors.paper,
  color: colors.ink,
  cursor: 'pointer',
  textDecoration: 'none',
  '&:hover': { background: colors.mist },
  '&:focus-visible': focusRing,
} as const;

/** S2-FACULTY-03: share (copy link, e-mail). The spec gives no wording for its toasts: these are ours. */
function Share({ name, url }: { name: string; url: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.show({ type: 'confirmation', content: 'Link copied to clipboard' });
    } catch {
      toast.show({ type: 'alert', content: 'The link could not be copied. Copy it from the address bar.' });
    }
  };
  const mail = `mailto:?subject=${encodeURIComponent(`${name} - PLI faculty`)}&body=${encodeURIComponent(url)}`;
  return (
    <div role="group" aria-label="Share" css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <span css={{ fontSize: 14, color: colors.inkSoft }}>Share</span>
      <button type="button" css={controlStyle} onClick={() => void copy()}>
        Copy link
      </button>
      <a href={mail} css={controlStyle}>
        Email
      </a>
    </div>
  );
}

/** S2-FACULTY-04/09/10: follow or unfollow, with the configured toasts (S2-TOAST-35/36); anonymous visitors sign in first. */
function FollowButton({ faculty }: { faculty: FacultyProfile['faculty'] }) {
  const { isAuthenticated, ready } = useAuth();
  const followed = useFollowedFaculty();
  const act = useFollowAction();
  const { data: labels } = useSiteLabels();
  const [busy, setBusy] = useState(false);
  const following = isFollowing(followed.ids, faculty.id);
  if (!ready || (isAuthenticated && followed.isLoading))
    return <SkeletonBlock width={120} height={40} aria-hidden="true" />;
  const onClick = async () => {
    if (!isAuthenticated) {
      signIn(window.location.pathname);
      return;
    }
    setBusy(true);
    try {
      await act(following ? 'unfollow' : 'follow', faculty.individualId);
      toast.show({
        type: 'confirmation',
        content: facultyToast(labels, following ? 'unfollowed' : 'followed', faculty.displayName),
      });
    } catch {
      toast.show({
        type: 'alert',
        content: facultyToast(labels, following ? 'unfollowFailed' : 'followFailed', faculty.displayName),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="button"
      variant={following ? 'secondary' : 'primary'}
      aria-pressed={following}
      disabled={busy}
      onClick={() => void onClick()}
    >
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}

function SharedContent({ profile }: { profile: FacultyProfile }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={{ display: 'grid', gap: 12 }}>
      <h2 id={headingId} css={{ fontSize: 22, margin: 0 }}>
        Programs and publications
      </h2>
      {profile.content.length ? (
        <ul css={{ ...bareList, display: 'grid', gap: 12 }}>
          {profile.content.map((c) => (
            <li key={c.code} css={{ borderBottom: `1px solid ${colors.line}`, paddingBottom: 12 }}>
              <Link to={c.url} css={titleLinkCss}>
                {c.title}
              </Link>
              <p css={{ margin: '4px 0 0', fontSize: 14, color: colors.inkSoft }}>
                {[c.format, c.role, formatContentDate(c.date)].filter(Boolean).join(' · ')}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p css={{ margin: 0 }}>{profile.faculty.displayName} has no programs or publications on sale now.</p>
      )}
    </section>
  );
}

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
        <header
          css={{
            display: 'grid',
            gap: 16,
            [mq.md]: { gridTemplateColumns: '200px minmax(0, 1fr)', alignItems: 'center', gap: 32 },
          }}
        >
          <img
            src={f.image}
            alt={`Portrait of ${f.displayName}`}
            width={200}
            height={200}
            css={{ borderRadius: '50%', width: 160, height: 160, [mq.md]: { width: 200, height: 200 } }}
          />
          <div css={{ display: 'grid', gap: 12 }}>
            <h1 css={{ margin: 0, fontSize: 32 }}>{f.displayName}</h1>
            <dl aria-label="Details" css={{ margin: 0, display: 'grid', gap: 4 }}>
              <div>
                <dt css={{ display: 'inline', fontWeight: 600 }}>Title: </dt>
                <dd css={{ display: 'inline', margin: 0 }}>{f.title}</dd>
              </div>
              <div>
                <dt css={{ display: 'inline', fontWeight: 600 }}>Affiliation: </dt>
                <dd css={{ display: 'inline', margin: 0 }}>{f.affiliation}</dd>
              </div>
              {f.trusteeDesignation ? (
                <div>
                  <dt css={{ display: 'inline', fontWeight: 600 }}>Trustee: </dt>
                  <dd css={{ display: 'inline', margin: 0 }}>{f.trusteeDesignation}</dd>
                </div>
              ) : null}
            </dl>
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
              <FollowButton faculty={f} />
              <Share name={f.displayName} url={url} />
            </div>
          </div>
        </header>
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
