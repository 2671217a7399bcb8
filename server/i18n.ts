import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { z } from 'zod';
import { requestLocale, type CatalogLocale, type Locale } from '../shared/i18n/locales.js';
import { addMessageGroups, buildMessageIndex } from '../shared/i18n/messageIndex.js';
import { CLOZE_MSG } from '../shared/cloze.js';
import { CARDCADE_TEXT, IMPORT_TEXT } from '../shared/importFiles.js';
import { LANGUAGE_TAG_MSG } from '../shared/languageTag.js';
import { MEDIA_MSG } from '../shared/media.js';
import { MEMORY_MODEL_MSG } from '../shared/memoryModel.js';
import { ACCOUNT_MSG } from '../shared/schemas/profile.js';
import { NEW_CARDS_PER_DAY_MSG, NEW_CARDS_TODAY_MSG } from '../shared/studyOptions.js';
import { TEMPLATE_ERRORS } from './domain/import/ankiTemplate.js';
import { CHOICE_ERRORS } from './domain/import/ankiTemplateChoices.js';
import { CARDCADE_ERRORS } from './domain/import/cardcade.js';
import { IMPORT_ERRORS } from './domain/import/errors.js';
import type { MessageValues } from '../shared/i18n/namespace.js';
import { messages as mailAr } from '../shared/locales/mail/ar.js';
import { messages as mailEn } from '../shared/locales/mail/en.js';
import { messages as mailEs } from '../shared/locales/mail/es.js';
import { messages as mailKo } from '../shared/locales/mail/ko.js';
import { messages as mailPseudo } from '../shared/locales/mail/pseudo.js';
import { messages as msgAr } from '../shared/locales/messages/ar.js';
import { messages as msgEn } from '../shared/locales/messages/en.js';
import { messages as msgEs } from '../shared/locales/messages/es.js';
import { messages as msgKo } from '../shared/locales/messages/ko.js';
import { messages as msgPseudo } from '../shared/locales/messages/pseudo.js';

// What the server says in the reader's language (docs/translating.md): errors built from
// shared/messages.ts, translated where they leave (tRPC's errorFormatter, the REST error handler),
// and mails. The catalogs are small, so every locale is loaded at start; one Lingui instance per
// locale, so concurrent requests in different languages never share a state.

const CATALOGS: Record<CatalogLocale, Messages[]> = {
  en: [msgEn, mailEn],
  es: [msgEs, mailEs],
  ko: [msgKo, mailKo],
  ar: [msgAr, mailAr],
  pseudo: [msgPseudo, mailPseudo],
};

const instances = new Map<CatalogLocale, I18n>();
function instance(locale: CatalogLocale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    // English under every translation: an entry not translated yet still says something.
    const messages = Object.assign({}, ...CATALOGS.en, ...CATALOGS[locale]) as Messages;
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    instances.set(locale, i18n);
  }
  return i18n;
}

/** A message of the server's catalogs (mail.*, MSG.*) in a locale. */
export function translate(locale: CatalogLocale, id: string, values?: MessageValues): string {
  return instance(locale)._(id, values);
}

// Texts kept beside their code rather than in shared/messages.ts: the catalog translates them too
// (server/i18n.test.ts checks every one is in it).
addMessageGroups({
  IMPORT_ERRORS,
  TEMPLATE_ERRORS,
  CHOICE_ERRORS,
  CARDCADE_ERRORS,
  IMPORT_TEXT,
  CARDCADE_TEXT,
  ACCOUNT_MSG,
  MEDIA_MSG,
  MEMORY_MODEL_MSG,
  NEW_CARDS_PER_DAY_MSG,
  NEW_CARDS_TODAY_MSG,
  CLOZE_MSG,
  LANGUAGE_TAG_MSG,
});

const index = buildMessageIndex(Object.keys(msgEn));

// zod's own messages (a field of the wrong type, a number out of range, where a schema names no
// text of messages.ts) in the reader's language: zod ships them in every language we have, but
// words them once, in English, when a value fails. So each default message is worded in the other
// languages too, at the same moment, and kept by its English text until the answer is sent.
// Bounded: a hostile body's unknown keys make a new text each time.
const ZOD_LOCALES = { es: z.locales.es(), ko: z.locales.ko(), ar: z.locales.ar() } as const;
type ZodLocale = keyof typeof ZOD_LOCALES;
type ZodIssueInput = Parameters<NonNullable<ReturnType<typeof z.locales.en>['localeError']>>[0];
const ZOD_TEXTS_MAX = 1000;
const zodTexts = new Map<string, Record<ZodLocale, string>>();
const zodEnglish = z.locales.en().localeError;
z.config({
  localeError: (issue: ZodIssueInput) => {
    const english = zodEnglish(issue);
    const message = typeof english === 'string' ? english : english?.message;
    if (message && !zodTexts.has(message)) {
      if (zodTexts.size >= ZOD_TEXTS_MAX) zodTexts.clear();
      const words = (locale: ZodLocale) => {
        const out = ZOD_LOCALES[locale].localeError(issue);
        return (typeof out === 'string' ? out : out?.message) ?? message;
      };
      zodTexts.set(message, { es: words('es'), ko: words('ko'), ar: words('ar') });
    }
    return english;
  },
});

/**
 * An English text of shared/messages.ts, or a message zod worded, in a locale; any other text
 * (a message not in the catalog yet) stays as it is.
 */
export function translateMessage(text: string, locale: CatalogLocale): string {
  if (locale === 'en') return text;
  const found = index.match(text);
  if (found) return translate(locale, found.id, found.values);
  const zodText = locale !== 'pseudo' ? zodTexts.get(text) : undefined;
  return zodText ? zodText[locale as ZodLocale] : text;
}

/** The locale of a request: Accept-Language (the app sends the language it shows), else English. */
export function localeOfRequest(headers: { 'accept-language'?: string | string[] }): Locale {
  const header = headers['accept-language'];
  return requestLocale(null, Array.isArray(header) ? header[0] : header);
}
