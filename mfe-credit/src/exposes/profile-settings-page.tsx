import type { PageProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';
import { ProfileSettings } from '../features/profile/profile-settings';

/** CMS content type ProfileSettingsPage (/account/profile). */
function ProfileSettingsPage({ page }: PageProps) {
  return <ProfileSettings heading={page.name} />;
}

export default exposeView('mfe-credit', ProfileSettingsPage);
