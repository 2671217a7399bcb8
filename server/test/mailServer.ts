import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { SmtpConfig } from '../config.js';

// A real SMTP server for tests (the smtp-server package): it accepts every mail on 127.0.0.1 and
// keeps each one parsed (mailparser), with the envelope the client gave.

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  parsed: ParsedMail;
  raw: string;
}

export interface MailServer {
  smtp: SmtpConfig;
  mails: ReceivedMail[];
  /** Resolves with the first mail (already received or to come) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

export async function startMailServer(): Promise<MailServer> {
  const mails: ReceivedMail[] = [];
  const waiters: { match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to trust in a test.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          parsed: await simpleParser(raw),
          raw,
        };
        mails.push(mail);
        for (const waiter of [...waiters]) {
          if (waiter.match(mail)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    smtp: { url: null, host: '127.0.0.1', port, user: null, password: null, secure: false, from: 'Cardcade <cards@example.org>' },
    mails,
    waitFor(match) {
      const found = mails.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text part that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const match = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S+`).exec(mail.parsed.text ?? '');
  if (!match) throw new Error(`no link starting with ${prefix} in: ${mail.parsed.text}`);
  return match[0];
}

export const recipientOf = (mail: ReceivedMail) => mail.envelopeTo.join(',');
