// Launching a program (spec 3 §2.2, §4.3, §8): the launching window opens at once (inside the click, so
// no pop-up blocker stops it), the launch call names where it goes, and the window goes there only when
// that URL is http(s) on the site's own origin; otherwise, or on any failure, the window closes and the
// caller shows the launch error. The window gets the launch's answer from here (launch-handoff.ts).
import { ApiError } from '@cle/contracts/api-client';
import { safeLaunchUrl } from '@cle/contracts/launch-url';
import type { LaunchResponse } from '@cle/contracts/registration-schemas';
import { requestLaunch } from './registration-api';
import { recordProductEvent } from './analytics';
import { offerLaunch } from './launch-handoff';

/** The launching window (spec 3 §2.2): a full-screen spinner the shell shows. */
export const LAUNCHING_PATH = '/launching';

export interface LaunchDeps {
  open?: (url: string, target: string) => Window | null;
  origin?: string;
  launch?: (code: string) => Promise<LaunchResponse>;
}

/** Opens the launching window, asks for the launch URL and sends the window there. Throws on failure. */
export async function launchProgram(code: string, deps: LaunchDeps = {}): Promise<string> {
  const open = deps.open ?? ((url, target) => window.open(url, target));
  const origin = deps.origin ?? window.location.origin;
  // the call leaves first: opening the window takes the page's main thread for tens of milliseconds
  const launching = (deps.launch ?? requestLaunch)(code);
  const win = open(LAUNCHING_PATH, '_blank');
  try {
    const res = await launching;
    const url = safeLaunchUrl(res?.launchUrl, origin);
    if (!url) throw new ApiError('The launch URL is missing or not on this site', 'invalid-payload', 200);
    if (win) {
      offerLaunch(win, code, res);
      win.location.href = url;
    } else window.location.assign(url);
    recordProductEvent('launch', code);
    return url;
  } catch (err) {
    win?.close();
    throw err;
  }
}
