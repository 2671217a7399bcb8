// Every mail the server sends (docs/mail.md): a subject, a plain-text part and an HTML part in the
// app's colours (client/src/styles/tokens.css). Pure functions: text in, text out; every value
// that reaches the HTML is escaped, and a subject is one line.

import { htmlLang, localeDir, type CatalogLocale } from '../../shared/i18n/locales.js';
import { translate } from '../i18n.js';

// Each text is in the reader's language (docs/translating.md): the catalog shared/locales/mail,
// whose English is the wording below was written in. `locale` defaults to English.

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

function render(layout: Layout, locale: CatalogLocale): { text: string; html: string } {
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
      p(`${escapeHtml(translate(locale, 'mail.buttonFallback'))}<br><a href="${escapeHtml(layout.action.url)}" style="color:${COLORS.primary};word-break:break-all">${escapeHtml(layout.action.url)}</a>`, `font-size:14px;color:${COLORS.muted}`)
    : '';
  const footer = [...layout.footer.map(escapeHtml), ...(layout.footerLink ? [`<a href="${escapeHtml(layout.footerLink.url)}" style="color:${COLORS.muted}">${escapeHtml(layout.footerLink.label)}</a>`] : [])].join('<br>');
  const html = `<!doctype html>
<html lang="${htmlLang(locale)}"${localeDir(locale) === 'rtl' ? ' dir="rtl"' : ''}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(layout.title)}</title></head>
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

const mail = (locale: CatalogLocale, subject: string, layout: Layout): MailContent => ({ subject: oneLine(subject), ...render(layout, locale) });

export function resetPasswordMail(link: string, locale: CatalogLocale = 'en'): MailContent {
  const t = (id: string, values?: Record<string, string | number>) => translate(locale, id, values);
  return mail(locale, t('mail.reset.subject'), {
    title: t('mail.reset.title'),
    paragraphs: [t('mail.reset.p1'), t('mail.reset.p2')],
    action: { label: t('mail.reset.action'), url: link },
    footer: [t('mail.reset.f1'), t('mail.reset.f2')],
  });
}

export function verifyEmailMail(link: string, locale: CatalogLocale = 'en'): MailContent {
  const t = (id: string) => translate(locale, id);
  return mail(locale, t('mail.verify.subject'), {
    title: t('mail.verify.title'),
    paragraphs: [t('mail.verify.p1')],
    action: { label: t('mail.verify.action'), url: link },
    footer: [t('mail.link24h'), t('mail.verify.f2')],
  });
}

export function changeEmailMail(link: string, newEmail: string, locale: CatalogLocale = 'en'): MailContent {
  const t = (id: string, values?: Record<string, string | number>) => translate(locale, id, values);
  return mail(locale, t('mail.change.subject'), {
    title: t('mail.change.title'),
    paragraphs: [t('mail.change.p1', { email: newEmail })],
    action: { label: t('mail.change.action'), url: link },
    footer: [t('mail.link24h'), t('mail.change.f2')],
  });
}

export function inviteMail(link: string, opts: { expiresAt: string; note?: string }, locale: CatalogLocale = 'en'): MailContent {
  const t = (id: string, values?: Record<string, string | number>) => translate(locale, id, values);
  return mail(locale, t('mail.invite.subject'), {
    title: t('mail.invite.subject'),
    paragraphs: [t('mail.invite.p1'), ...(opts.note ? [opts.note] : [])],
    action: { label: t('mail.invite.action'), url: link },
    footer: [t('mail.invite.until', { until: opts.expiresAt.slice(0, 16).replace('T', ' ') })],
  });
}

export function testMail(publicUrl: string | null, locale: CatalogLocale = 'en'): MailContent {
  const t = (id: string, values?: Record<string, string | number>) => translate(locale, id, values);
  return mail(locale, t('mail.test.subject'), {
    title: t('mail.test.title'),
    paragraphs: [t('mail.test.p1'), ...(publicUrl ? [t('mail.test.p2', { url: publicUrl })] : [])],
    footer: [t('mail.test.f1')],
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

/** One line for a push notification or a subject: the most urgent fact first. */
export function digestSummary(d: Digest, locale: CatalogLocale = 'en'): string {
  const t = (id: string, values?: Record<string, string | number>) => translate(locale, id, values);
  const parts = [d.reviewsDue ? t('mail.digest.reviews', { n: d.reviewsDue }) : '', d.newCardsLeft ? t('mail.digest.newCards', { n: d.newCardsLeft }) : ''].filter(Boolean);
  const lead = parts.length === 2 ? t('mail.digest.and', { a: parts[0], b: parts[1] }) : parts.length ? parts[0] : t('mail.digest.timeToStudy');
  return d.streakAtRisk ? t('mail.digest.streak', { lead, n: d.streakAtRisk }) : t('mail.digest.lead', { lead });
}

export function digestFacts(d: Digest, locale: CatalogLocale = 'en'): { label: string; value: string }[] {
  const t = (id: string, values?: Record<string, string | number>) => translate(locale, id, values);
  const number = (n: number) => new Intl.NumberFormat(locale === 'pseudo' ? 'en' : locale).format(n);
  return [
    { label: t('mail.digest.factReviews'), value: number(d.reviewsDue) },
    { label: t('mail.digest.factNew'), value: number(d.newCardsLeft) },
    ...(d.streakAtRisk ? [{ label: t('mail.digest.factStreak'), value: t('mail.digest.days', { n: d.streakAtRisk }) }] : []),
    ...(d.nextExam
      ? [{ label: t('mail.digest.exam', { deck: d.nextExam.deckName }), value: d.nextExam.days === 0 ? t('mail.digest.today') : t('mail.digest.inDays', { n: d.nextExam.days }) }]
      : []),
  ];
}

export function reminderMail(d: Digest, links: { study: string; settings: string; unsubscribe: string }, locale: CatalogLocale = 'en'): MailContent {
  const t = (id: string, values?: Record<string, string | number>) => translate(locale, id, values);
  const summary = digestSummary(d, locale);
  return mail(locale, t('mail.reminder.subject', { summary }), {
    title: t('mail.reminder.title'),
    paragraphs: [summary],
    facts: digestFacts(d, locale),
    action: { label: t('mail.reminder.action'), url: links.study },
    footer: [t('mail.reminder.f1'), t('mail.reminder.f2', { url: links.settings })],
    footerLink: { label: t('mail.reminder.unsubscribe'), url: links.unsubscribe },
  });
}
