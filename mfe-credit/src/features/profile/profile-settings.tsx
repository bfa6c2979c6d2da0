import { signIn, useAuth } from '@cle/contracts/auth';
import { Button } from '@cle/ui/button';
import { InlineError } from '@cle/ui/inline-error';
import { PageFrame } from '@cle/ui/page-frame';
import { Skeleton } from '@cle/ui/skeleton';
import { useProfile } from './api/use-profile';
import { ProfileForm } from './components/profile-form';

/** The profile settings page: given and family name and content opt-outs (GET/PUT /user/profile). */
export function ProfileSettings({ heading }: { heading: string }) {
  const { ready, isAuthenticated } = useAuth();
  const { data, error, isLoading, mutate } = useProfile();
  let body;
  if (!ready) body = <Skeleton rows={6} label="Loading your profile" />;
  else if (!isAuthenticated)
    body = (
      <div css={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <p css={{ margin: 0 }}>Sign in to see and edit your profile.</p>
        <Button type="button" onClick={() => signIn(window.location.pathname)}>
          Sign in
        </Button>
      </div>
    );
  else if (error && !data)
    body = <InlineError message="Your profile could not be loaded." onRetry={() => void mutate()} />;
  else if (isLoading || !data) body = <Skeleton rows={6} label="Loading your profile" />;
  else body = <ProfileForm saved={data} onSaved={(p) => void mutate(p, { revalidate: false })} />;
  return (
    <PageFrame>
      <h1 css={{ margin: '0 0 24px', fontSize: 32 }}>{heading}</h1>
      <div css={{ minHeight: 420 }}>{body}</div>
    </PageFrame>
  );
}
