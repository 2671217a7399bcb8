// Every mail the server sends (docs/mail.md): a subject, a plain-text part and an HTML part in the
// app's colours (client/src/styles/tokens.css). Pure functions: text in, text out; every value
// that reaches the HTML is escaped, and a subject is one line.

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const COLORS = { bg: '#f6f7fb', surface: '#ffffff', border: '#e3e6ef', text: '#1c2033', muted: '#5b6178', primary: '#5b4bdb', onPrimary: '#ffffff' } as const;
const FONT = "'Inter', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A subject on one line, whatever a value put into it. */
const oneLine = (text: string) => text.replace(/[\r\n\t\0]+/g, ' ').trim();

interface Layout {
  title: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** Label/value rows (the digest's figures). */
  facts?: { label: string; value: string }[];
  action?: { label: string; url: string };
  /** Small print under the button (why you got it, how long the link works). */
  footer: string[];
  /** A link in the footer (unsubscribe). */
  footerLink?: { label: string; url: string };
}

function render(layout: Layout): { text: string; html: string } {
  const text = [
    layout.title,
    '',
    ...layout.paragraphs.flatMap((p) => [p, '']),
    ...(layout.facts?.length ? [...layout.facts.map((f) => `- ${f.label}: ${f.value}`), ''] : []),
    ...(layout.action ? [`${layout.action.label}: ${layout.action.url}`, ''] : []),
    '-- ',
    ...layout.footer,
    ...(layout.footerLink ? [`${layout.footerLink.label}: ${layout.footerLink.url}`] : []),
    '',
  ].join('\n');

  const p = (content: string, style = '') => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${COLORS.text};${style}">${content}</p>`;
  const facts = layout.facts?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border-collapse:collapse">${layout.facts
        .map(
          (f) =>
            `<tr><td style="padding:8px 0;border-bottom:1px solid ${COLORS.border};font-size:15px;color:${COLORS.muted}">${escapeHtml(f.label)}</td><td align="right" style="padding:8px 0;border-bottom:1px solid ${COLORS.border};font-size:15px;font-weight:600;color:${COLORS.text}">${escapeHtml(f.value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = layout.action
    ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(layout.action.url)}" style="display:inline-block;padding:12px 22px;border-radius:10px;background:${COLORS.primary};color:${COLORS.onPrimary};font-weight:600;font-size:16px;text-decoration:none">${escapeHtml(layout.action.label)}</a></p>` +
      p(`If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(layout.action.url)}" style="color:${COLORS.primary};word-break:break-all">${escapeHtml(layout.action.url)}</a>`, `font-size:14px;color:${COLORS.muted}`)
    : '';
  const footer = [...layout.footer.map(escapeHtml), ...(layout.footerLink ? [`<a href="${escapeHtml(layout.footerLink.url)}" style="color:${COLORS.muted}">${escapeHtml(layout.footerLink.label)}</a>`] : [])].join('<br>');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(layout.title)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.bg};font-family:${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.bg}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${COLORS.surface};border:1px solid ${COLORS.border};border-radius:14px">
<tr><td style="padding:24px 28px 0;font-size:18px;font-weight:700;color:${COLORS.primary}">Cardcade</td></tr>
<tr><td style="padding:12px 28px 8px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${COLORS.text}">${escapeHtml(layout.title)}</h1>
${layout.paragraphs.map((para) => p(escapeHtml(para))).join('\n')}
${facts}${action}
</td></tr>
<tr><td style="padding:16px 28px 24px;border-top:1px solid ${COLORS.border};font-size:13px;line-height:1.5;color:${COLORS.muted}">${footer}</td></tr>
</table></td></tr></table>
</body></html>
`;
  return { text, html };
}

const mail = (subject: string, layout: Layout): MailContent => ({ subject: oneLine(subject), ...render(layout) });

export function resetPasswordMail(link: string): MailContent {
  return mail('Reset your Cardcade password', {
    title: 'Reset your password',
    paragraphs: ['Someone (hopefully you) asked to reset the password of your Cardcade account. Choose a new password with the button below.', 'Setting it logs you out on every other device.'],
    action: { label: 'Choose a new password', url: link },
    footer: ['The link works once, for one hour.', 'If you did not ask for this, ignore this mail: your password stays as it is.'],
  });
}

export function verifyEmailMail(link: string): MailContent {
  return mail('Confirm your address for Cardcade', {
    title: 'Confirm your address',
    paragraphs: ['Welcome to Cardcade! Confirm that this address is yours to start studying.'],
    action: { label: 'Confirm my address', url: link },
    footer: ['The link works once, for 24 hours.', 'If you did not sign up, ignore this mail: no account is used without it.'],
  });
}

export function changeEmailMail(link: string, newEmail: string): MailContent {
  return mail('Confirm your new address for Cardcade', {
    title: 'Confirm your new address',
    paragraphs: [`Your Cardcade account asked to use ${newEmail} from now on. Confirm it to make the change.`],
    action: { label: 'Use this address', url: link },
    footer: ['The link works once, for 24 hours.', 'If you did not ask for this, ignore this mail: nothing changes without it.'],
  });
}

export function inviteMail(link: string, opts: { expiresAt: string; note?: string }): MailContent {
  return mail("You're invited to Cardcade", {
    title: "You're invited to Cardcade",
    paragraphs: ['You have been invited to study flashcards on this Cardcade server: decks, games and spaced repetition that brings each card back just before you forget it.', ...(opts.note ? [opts.note] : [])],
    action: { label: 'Create my account', url: link },
    footer: [`The invitation works until ${opts.expiresAt.slice(0, 16).replace('T', ' ')} UTC.`],
  });
}

export function testMail(publicUrl: string | null): MailContent {
  return mail('Cardcade test mail', {
    title: 'Mail works',
    paragraphs: ['This is a test mail from your Cardcade server: its mail settings work.', ...(publicUrl ? [`The server's links point to ${publicUrl}.`] : [])],
    footer: ['Sent by `cardcade mail-test`.'],
  });
}

/** What a reminder says (services/reminders.ts computes it). */
export interface Digest {
  reviewsDue: number;
  newCardsLeft: number;
  /** The streak that ends tonight unless the learner studies today; 0: none at risk. */
  streakAtRisk: number;
  /** The nearest exam: its deck and the whole days until it; null: none set. */
  nextExam: { deckName: string; days: number } | null;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One line for a push notification or a subject: the most urgent fact first. */
export function digestSummary(d: Digest): string {
  const parts = [d.reviewsDue ? plural(d.reviewsDue, 'review due', 'reviews due') : '', d.newCardsLeft ? plural(d.newCardsLeft, 'new card', 'new cards') : ''].filter(Boolean);
  const lead = parts.length ? parts.join(' and ') : 'Time to study';
  return d.streakAtRisk ? `${lead}. Keep your ${d.streakAtRisk}-day streak!` : `${lead}.`;
}

export function digestFacts(d: Digest): { label: string; value: string }[] {
  return [
    { label: 'Reviews due', value: String(d.reviewsDue) },
    { label: 'New cards left today', value: String(d.newCardsLeft) },
    ...(d.streakAtRisk ? [{ label: 'Streak at risk', value: plural(d.streakAtRisk, 'day', 'days') }] : []),
    ...(d.nextExam ? [{ label: `Exam: ${d.nextExam.deckName}`, value: d.nextExam.days === 0 ? 'today' : `in ${plural(d.nextExam.days, 'day', 'days')}` }] : []),
  ];
}

export function reminderMail(d: Digest, links: { study: string; settings: string; unsubscribe: string }): MailContent {
  return mail(`Cardcade: ${digestSummary(d)}`, {
    title: 'Your cards are waiting',
    paragraphs: [digestSummary(d)],
    facts: digestFacts(d),
    action: { label: 'Study now', url: links.study },
    footer: ['You get this because you turned on study reminders by mail.', `Change the time or days in your profile: ${links.settings}`],
    footerLink: { label: 'Unsubscribe from reminder mails', url: links.unsubscribe },
  });
}
