// Resume on a fresh launch (issue 38): the launch names where the person left off (the segment and the
// second the player last saved); the player starts there once, when the launch's answer arrives, not
// again when the signed URLs are renewed mid-play.
import { useEffect, useRef } from 'react';
import type { LaunchResponse } from '@cle/contracts/registration-schemas';

export function useResumeOnLaunch(
  launched: LaunchResponse | undefined,
  items: readonly { code: string }[],
  resume: (index: number, seconds: number) => void,
) {
  const done = useRef(false);
  const latest = useRef(resume);
  latest.current = resume;
  useEffect(() => {
    if (!launched || done.current) return;
    done.current = true;
    const at = launched.resume;
    const i = at ? items.findIndex((it) => it.code === at.code) : -1;
    if (at && i >= 0) latest.current(i, at.positionSeconds);
  }, [launched, items]);
}
