import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig, SmtpConfig } from '../config.js';
import { RawMailWriter } from './rawMail.js';
import type { MailContent } from './templates.js';

// Outgoing mail through nodemailer (docs/mail.md). Optional: without SMTP settings nothing calls
// it, and `mailEnabled` is false. Addresses and names are checked here, whoever builds the
// message: a CR or LF in either would let its author write headers of their own (Bcc: …).

export class MailRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailRefused';
  }
}

export interface OutgoingMail {
  to: string;
  /** The recipient's name, when known (an invite's). */
  toName?: string;
  content: MailContent;
  /** Extra headers (List-Unsubscribe); names and values are checked like the rest. */
  headers?: Record<string, string>;
}

// A bare address: no spaces, quotes, angle brackets, commas or control characters (one recipient).
const ADDRESS = /^[^\s<>"'(),;:\\@\x00-\x1f\x7f]+@[^\s<>"'(),;:\\@\x00-\x1f\x7f]+\.[^\s<>"'(),;:\\@\x00-\x1f\x7f]+$/;
const CONTROL = /[\x00-\x1f\x7f\u2028\u2029]/;
const HEADER_NAME = /^[A-Za-z][A-Za-z0-9-]{0,63}$/;

export function checkAddress(address: string): string {
  if (address.length > 254 || !ADDRESS.test(address)) throw new MailRefused('Refused a mail to a malformed address.');
  return address;
}

export function checkName(name: string): string {
  if (name.length > 100 || CONTROL.test(name)) throw new MailRefused('Refused a mail whose name has control characters or is too long.');
  return name;
}

export function checkHeader(name: string, value: string): void {
  if (!HEADER_NAME.test(name) || CONTROL.test(value) || value.length > 2000) throw new MailRefused(`Refused the header ${JSON.stringify(name)}.`);
}

export const mailEnabled = (config: Pick<AppConfig, 'smtp'>) => config.smtp !== null;

const transports = new WeakMap<SmtpConfig, Transporter>();

function createTransport(smtp: SmtpConfig, pool: boolean): Transporter {
  return smtp.url
    ? nodemailer.createTransport({ url: smtp.url, pool, ...(pool ? { maxMessages: Infinity } : {}) } as Parameters<typeof nodemailer.createTransport>[0])
    : nodemailer.createTransport({
        host: smtp.host!,
        port: smtp.port ?? (smtp.secure ? 465 : 587),
        secure: smtp.secure,
        auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
        pool,
        // A pass keeps its few connections for all its mails (nodemailer's default reconnects every 100).
        ...(pool ? { maxMessages: Infinity } : {}),
      } as Parameters<typeof nodemailer.createTransport>[0]);
}

/** One connection per mail for the odd mail of a request: nothing stays open between them. */
function transportFor(smtp: SmtpConfig): Transporter {
  let transport = transports.get(smtp);
  if (!transport) transports.set(smtp, (transport = createTransport(smtp, false)));
  return transport;
}

/**
 * A reminder pass's mails go over a few kept connections (a pool), closed when the pass ends:
 * thousands of mails do not each open and close a connection. Each is written as one raw
 * message (server/mail/rawMail.ts): nodemailer's composing was most of a pass's CPU time.
 */
export function openMailBatch(config: Pick<AppConfig, 'smtp'>): { send(mail: OutgoingMail): Promise<void>; close(): void } {
  let pool: Transporter | null = null;
  let writer: RawMailWriter | null = null;
  return {
    send: async (mail) => {
      const smtp = config.smtp;
      if (!smtp) throw new Error('Mail is not configured (SMTP_URL or SMTP_HOST).');
      const { address, name } = checkMail(mail);
      // A named recipient (an invite's) goes the ordinary way; a pass's mails name none.
      if (name !== undefined) return sendMail(config, mail, (pool ??= createTransport(smtp, true)));
      pool ??= createTransport(smtp, true);
      writer ??= new RawMailWriter(smtp.from);
      const raw = writer.write({ from: smtp.from, to: address, subject: mail.content.subject, text: mail.content.text, html: mail.content.html, headers: mail.headers });
      await pool.sendMail({ envelope: { from: envelopeFrom(smtp.from), to: [address] }, raw, disableFileAccess: true, disableUrlAccess: true });
    },
    close: () => pool?.close(),
  };
}

/** The checks every mail passes before anything is sent: MailRefused for a hostile value. */
function checkMail(mail: OutgoingMail): { address: string; name: string | undefined } {
  const address = checkAddress(mail.to);
  const name = mail.toName === undefined ? undefined : checkName(mail.toName);
  if (CONTROL.test(mail.content.subject)) throw new MailRefused('Refused a subject with control characters.');
  for (const [key, value] of Object.entries(mail.headers ?? {})) checkHeader(key, value);
  return { address, name };
}

/** Sends one mail (plain text and HTML). Throws MailRefused for a hostile header, or the SMTP error. */
export async function sendMail(config: Pick<AppConfig, 'smtp'>, mail: OutgoingMail, transport?: Transporter): Promise<void> {
  const smtp = config.smtp;
  if (!smtp) throw new Error('Mail is not configured (SMTP_URL or SMTP_HOST).');
  const { address, name } = checkMail(mail);
  await (transport ?? transportFor(smtp)).sendMail({
    from: smtp.from,
    to: name ? { name, address } : address,
    subject: mail.content.subject,
    text: mail.content.text,
    html: mail.content.html,
    headers: mail.headers,
    // The one recipient named above and nobody else, whatever the content says.
    envelope: { from: envelopeFrom(smtp.from), to: [address] },
    // Base64 rather than quoted-printable: as readable to every mail program, and far cheaper to
    // encode for a reminder pass's thousands of mails.
    textEncoding: 'base64',
    disableFileAccess: true,
    disableUrlAccess: true,
  });
}

function envelopeFrom(from: string): string {
  const match = /<([^<>]+)>\s*$/.exec(from);
  return match ? match[1] : from;
}

/**
 * Mail a request sends without waiting for it (a reset link answers at once, the same for every
 * address). The app awaits what is in flight before its database closes (server/appServices.ts).
 */
export class MailOutbox {
  private pending = new Set<Promise<void>>();

  constructor(private readonly onError: (error: unknown) => void = (error) => console.error('cardcade: a mail was not sent:', error instanceof Error ? error.message : error)) {}

  send(work: () => Promise<void>): void {
    const job = work().catch(this.onError);
    this.pending.add(job);
    void job.finally(() => this.pending.delete(job));
  }

  /** Resolves once every mail started so far has been sent or has failed. */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }
}
