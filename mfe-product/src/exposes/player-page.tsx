import type { PageProps } from '@cle/contracts/page';
import { exposeView } from '@cle/ui/remote-root';
import { PlayerPage as Player, usePlayerCode } from '../features/player/player-page';

/** The player page (/player?code=): the shell maps the CMS type ProgramPlayerPage here. */
function PlayerPage(_props: PageProps) {
  return <Player code={usePlayerCode()} />;
}

export default exposeView('mfe-product', PlayerPage);
