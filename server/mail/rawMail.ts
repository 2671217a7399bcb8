import { randomBytes } from 'node:crypto';
import MimeNode from 'nodemailer/lib/mime-node';
import { foldLines } from 'nodemailer/lib/mime-funcs';

// A reminder pass sends thousands of mails that differ only in their values. Composing each one
// with nodemailer's streams cost about 1.25 ms of CPU per mail (docs/mail.md, "Tests and
// figures"); here the message is written as one string (RFC 5322 + MIME, multipart/alternative,
// base64 parts, as nodemailer would) and handed to nodemailer as `raw`. Every header value is
// still encoded by nodemailer's own MimeNode (addresses, non-ASCII words, folding), so the
// headers read as they did.

export interface RawMailParts {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, already checked (server/mail/mailer.ts checkHeader). */
  headers?: Record<string, string>;
  date?: Date;
}

// Printable ASCII (for an address: without spaces, a bare address): nodemailer would leave it as
// it is, so it is not handed to the encoder (per mail, that was a fair part of the cost).
const PLAIN_TEXT = /^[\x20-\x7e]*$/;
const PLAIN_ADDRESS = /^[\x21-\x7e]*$/;

/** base64 in lines of 76 characters (RFC 2045). */
function base64Lines(text: string): string {
  const b64 = Buffer.from(text, 'utf8').toString('base64');
  let out = '';
  for (let i = 0; i < b64.length; i += 76) out += (i ? '\r\n' : '') + b64.slice(i, i + 76);
  return out;
}

/** Writes mails with the same sender; one per batch (the sender's header is encoded once). */
export class RawMailWriter {
  private readonly encoder = new MimeNode();
  private readonly fromLine: string;
  private readonly domain: string;
  /** Boundaries and Message-IDs: one random prefix per writer and a counter (unique, and no random read per mail). */
  private readonly prefix = randomBytes(12).toString('hex');
  private count = 0;

  constructor(from: string) {
    this.fromLine = this.header('From', from);
    this.domain = /@([^<>@\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  }

  /** `Key: value`, encoded and folded by nodemailer (structured addresses, RFC 2047 words). */
  private header(key: string, value: string): string {
    const line = `${key}: ${(key === 'To' || key === 'From' ? PLAIN_ADDRESS : PLAIN_TEXT).test(value) ? value : this.encoder.encodeHeaderValue(key, value)}`;
    return line.length <= 76 ? line : foldLines(line, 76);
  }

  write(parts: RawMailParts): string {
    const id = `${this.prefix}${(++this.count).toString(16).padStart(8, '0')}`;
    const boundary = `--_cardcade_${id}`;
    const date = (parts.date ?? new Date()).toUTCString().replace(/GMT/, '+0000');
    const lines = [
      this.fromLine,
      this.header('To', parts.to),
      this.header('Subject', parts.subject),
      ...Object.entries(parts.headers ?? {}).map(([key, value]) => this.header(key, value)),
      `Message-ID: <${id}@${this.domain}>`,
      `Date: ${date}`,
      'MIME-Version: 1.0',
      `Content-Type: multipart/alternative; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(parts.text),
      `--${boundary}`,
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(parts.html),
      `--${boundary}--`,
      '',
    ];
    return lines.join('\r\n');
  }
}
