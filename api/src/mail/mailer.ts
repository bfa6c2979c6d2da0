// Outgoing e-mail (the compliance reminder, spec 2 §4): a real SMTP transport through nodemailer.
// SMTP_HOST / SMTP_PORT name the relay (default 127.0.0.1:2525, the local sink `npm start` and the e2e
// suite run: api/src/mail/smtp-sink.ts); MAIL_FROM is the sender. Tests pass their own settings.
import nodemailer from 'nodemailer';
import { siteOriginFromEnv } from '../lib/site-origin';

const DEFAULT_SMTP_HOST = '127.0.0.1';
const DEFAULT_SMTP_PORT = 2525;
const DEFAULT_MAIL_FROM = 'PLI Credit Tracker <no-reply@pli.example>';

export interface MailSettings {
  host: string;
  port: number;
  from: string;
  /** SMTP_SECURE=1: TLS from the first byte (port 465 relays); otherwise STARTTLS when offered */
  secure: boolean;
  user?: string;
  pass?: string;
  /** the site's origin, for links in messages (SITE_ORIGIN or SITE_URL, default http://localhost:3000) */
  siteUrl: string;
}
export type MailOptions = Partial<MailSettings>;

export function mailSettings(options: MailOptions = {}, env: NodeJS.ProcessEnv = process.env): MailSettings {
  const port = Number(options.port ?? env.SMTP_PORT ?? DEFAULT_SMTP_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`SMTP_PORT is not a port: ${port}`);
  return {
    host: options.host ?? env.SMTP_HOST ?? DEFAULT_SMTP_HOST,
    port,
    from: options.from ?? env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    secure: options.secure ?? env.SMTP_SECURE === '1',
    user: options.user ?? env.SMTP_USER,
    pass: options.pass ?? env.SMTP_PASS,
    siteUrl: (options.siteUrl ?? siteOriginFromEnv(env)).replace(/\/+$/, ''),
  };
}

interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}
export type SendMail = (mail: OutgoingMail) => Promise<{ messageId: string }>;

export function createMailer(settings: MailSettings): SendMail {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    // the local sink offers no certificate; a real relay is reached with SMTP_SECURE or STARTTLS
    ignoreTLS: !settings.secure && !settings.user,
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return async (mail) => {
    const info = await transport.sendMail({ from: settings.from, ...mail });
    return { messageId: String(info.messageId) };
  };
}
