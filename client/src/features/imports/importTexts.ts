import { setupI18n } from '@lingui/core';
import type { MessageValues } from '../../../../shared/i18n/namespace';
import { namespace as imports, type MessageId } from '../../locales/imports';

// The import modal's texts (docs/translating.md). The plain modules here (importFlow, ankiChoices)
// build sentences for the screen: they take the screen's translate function, and English when
// called without one (the reducer, the table tests).

export type ImportsT = (id: MessageId, values?: MessageValues) => string;

const english = setupI18n({ locale: 'en', messages: { en: imports.en } });
export const englishT: ImportsT = (id, values) => english._(id, values);
