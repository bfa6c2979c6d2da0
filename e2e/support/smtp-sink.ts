// What the API really sent by e-mail: the SMTP sink the e2e config starts (api/src/mail/smtp-sink.ts)
// keeps the messages it received and shows them read-only on this port. In docker-compose the sink is
// its own service and SMTP_SINK_URL names it (http://smtp-sink:2526).
import type { SunkMessage } from '../../api/src/mail/smtp-sink';

export const SMTP_SINK_HTTP_PORT = 2526;

export type { SunkMessage };

const sinkUrl = (process.env.SMTP_SINK_URL ?? `http://127.0.0.1:${SMTP_SINK_HTTP_PORT}`).replace(/\/$/, '');

export async function sunkMessages(): Promise<SunkMessage[]> {
  const res = await fetch(`${sinkUrl}/messages`);
  if (!res.ok) throw new Error(`SMTP sink answered ${res.status}`);
  return (await res.json()) as SunkMessage[];
}
