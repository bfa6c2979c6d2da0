// A local SMTP sink: accepts every message on SMTP_SINK_PORT (default 2525, the API's default relay) and
// keeps the last ones for GET http://127.0.0.1:SMTP_SINK_HTTP_PORT/messages (default 2526), so journeys
// can read what the API really sent. For local runs and tests only: it delivers nothing anywhere.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { pathToFileURL } from 'node:url';

export interface SunkMessage {
  from: string;
  to: string[];
  subject: string;
  text: string;
  replyTo: string | null;
  receivedAt: string;
}

const KEEP = 50;

export async function startSmtpSink(
  opts: { port?: number; host?: string } = {},
): Promise<{ port: number; messages: SunkMessage[]; close(): Promise<void> }> {
  const messages: SunkMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 1_048_576,
    async onData(stream, session, callback) {
      try {
        const parsed = await simpleParser(stream);
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: parsed.subject ?? '',
          text: (parsed.text ?? '').replace(/\n$/, ''),
          replyTo: parsed.replyTo?.value[0]?.address ?? null,
          receivedAt: new Date().toISOString(),
        });
        if (messages.length > KEEP) messages.shift();
        callback();
      } catch (err) {
        callback(err as Error);
      }
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// `tsx src/mail/smtp-sink.ts`: the sink with its small read-only HTTP window (e2e, npm start).
// SMTP_SINK_HOST: the address both listen on (127.0.0.1; 0.0.0.0 as its own docker-compose service,
// where the API replicas and the e2e container reach it by service name).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.SMTP_SINK_PORT ?? 2525);
  const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 2526);
  const host = process.env.SMTP_SINK_HOST ?? '127.0.0.1';
  const sink = await startSmtpSink({ port, host });
  const http: Server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/messages') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(sink.messages));
      return;
    }
    res.writeHead(404).end();
  });
  http.listen(httpPort, host, () =>
    console.log(`SMTP sink on ${host}:${sink.port}, messages at http://${host}:${httpPort}/messages`),
  );
}
