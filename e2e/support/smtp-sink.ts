// What the API really sent by e-mail: the SMTP sink the e2e config starts (api/src/mail/smtp-sink.ts)
// keeps the messages it received and shows them read-only on this port.
import type { SunkMessage } from '../../api/src/mail/smtp-sink';

export const SMTP_SINK_HTTP_PORT = 2526;

export type { SunkMessage };

export async function sunkMessages(): Promise<SunkMessage[]> {
  const res = await fetch(`http://127.0.0.1:${SMTP_SINK_HTTP_PORT}/messages`);
  if (!res.ok) throw new Error(`SMTP sink answered ${res.status}`);
  return (await res.json()) as SunkMessage[];
}
