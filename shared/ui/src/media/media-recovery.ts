// Spec 3 §8 "media errors attempt recovery", the hls.js way: a fatal media error is first recovered
// (recoverMediaError), then, if it comes back, recovered after swapping the audio codec
// (swapAudioCodec + recoverMediaError), then given up with a clear message and a logged error. Pure.

export type RecoveryStep = 'recover' | 'swap-and-recover' | 'give-up';

/** What to do about the (attempt+1)-th fatal media error of one stream. */
export function recoveryStep(attempt: number): RecoveryStep {
  return attempt === 0 ? 'recover' : attempt === 1 ? 'swap-and-recover' : 'give-up';
}

/** What the player says when the recording cannot be played after recovery. */
export const MEDIA_FAILED_TEXT =
  'This recording cannot be played in this browser right now. Reload the page to try again.';
