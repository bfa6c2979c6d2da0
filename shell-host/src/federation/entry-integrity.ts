// remoteEntry.js URL -> SRI hash, filled from the validated remotes.json (remotes.ts) and read by the
// integrity runtime plugin when the runtime creates the entry's script element.
export const entryIntegrity = new Map<string, string>();
