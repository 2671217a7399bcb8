import { simpleParser } from 'mailparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import { describe, expect, it } from 'vitest';
import { RawMailWriter } from './rawMail.js';

// The raw message a reminder pass sends must read, in a mail program, exactly as the message
// nodemailer composes from the same parts.
type Parts = { from: string; to: string; subject: string; text: string; html: string; headers?: Record<string, string> };
const composed = (parts: Parts) =>
  new Promise<Buffer>((resolve, reject) => new MailComposer({ ...parts, textEncoding: 'base64' }).compile().build((error, message) => (error ? reject(error) : resolve(message))));

describe('RawMailWriter', () => {
  it.each<[string, Parts]>([
    ['ASCII', { from: 'Cardcade <cards@example.org>', to: 'ada@example.com', subject: 'Cardcade: 5 new cards. Keep your 3-day streak!', text: 'Reviews due: 0\n', html: '<p>Study now</p>' }],
    [
      'non-ASCII sender, subject and body; long header',
      {
        from: 'Kärtchen Ünïversität <karten@example.org>',
        to: 'zoë@example.com',
        subject: 'Cardcade: 12 reviews due — Prüfung «Biologie» in 3 days, and a rather long subject that has to be folded',
        text: 'Grüße 🎴\n'.repeat(40),
        html: `<p>Exam: Ελληνικά &amp; 日本語</p>${'<br>'.repeat(100)}`,
        headers: { 'List-Unsubscribe': `<https://cards.example.org/api/reminders/unsubscribe?u=12345&t=${'x'.repeat(43)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      },
    ],
  ])('%s: parses as nodemailer’s own message does', async (_name, parts) => {
    const raw = new RawMailWriter(parts.from).write(parts);
    expect(raw.split('\r\n').every((line) => line.length <= 998)).toBe(true);
    expect(raw).not.toMatch(/[^\r]\n/);
    const [ours, theirs] = await Promise.all([simpleParser(raw), simpleParser(await composed(parts))]);
    expect(ours.subject).toBe(parts.subject);
    expect(ours.text).toBe(parts.text);
    expect(ours.html).toBe(parts.html);
    for (const key of ['subject', 'text', 'html'] as const) expect(ours[key]).toEqual(theirs[key]);
    expect(ours.from?.value).toEqual(theirs.from?.value);
    expect((ours.to as { value: unknown }).value).toEqual((theirs.to as { value: unknown }).value);
    for (const key of Object.keys(parts.headers ?? {})) expect(ours.headers.get(key.toLowerCase())).toEqual(theirs.headers.get(key.toLowerCase()));
    expect(ours.messageId).toMatch(/^<[0-9a-f]{32}@example\.org>$/);
    expect(ours.date).toBeInstanceOf(Date);
  });
});
