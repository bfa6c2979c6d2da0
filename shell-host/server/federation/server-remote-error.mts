// Why a remote's server module could not be had. The caller (the shell server's render) leaves that
// remote's slot to the browser in every case; the kind says what to log and whether to retry soon.

export type ServerRemoteErrorKind =
  /** the pointer is not allowed: origin off the allowlist, not http(s), no sha384 */
  | 'refused-origin'
  /** the bytes fetched do not hash to the recorded sha384: nothing of them ran */
  | 'refused-integrity'
  /** no answer, an error status, or no answer before the deadline */
  | 'unreachable'
  /** the verified code threw while it ran, or its container failed to give the module */
  | 'evaluation-error';

export class ServerRemoteError extends Error {
  override name = 'ServerRemoteError';
  constructor(
    readonly kind: ServerRemoteErrorKind,
    readonly remote: string,
    readonly entry: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${remote} (${entry}): ${message}`, options);
  }
}
