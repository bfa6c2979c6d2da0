// A position in a recording as m:ss (the transcript's cue times, the player's resume note).
export const clockText = (s: number) =>
  `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;
