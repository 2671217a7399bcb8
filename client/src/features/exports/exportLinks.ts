// Download URLs of docs/account.md. Plain links: the browser saves the streamed `attachment` itself
// (a same-origin GET sends the session cookie), so no export is held in the page's memory.

import type { MessageId } from '../../locales/exports';

export type DeckExportFormat = 'csv' | 'apkg';

export const deckExportUrl = (deckId: number, format: DeckExportFormat) => `/api/decks/${deckId}/export?format=${format}`;

export const ACCOUNT_EXPORT_URL = '/api/account/export';

/** Each download's label and hint: ids in the catalog (docs/translating.md). */
export const DECK_EXPORTS: { format: DeckExportFormat; label: MessageId; hint: MessageId }[] = [
  { format: 'csv', label: 'exports.csv', hint: 'exports.csvHint' },
  { format: 'apkg', label: 'exports.apkg', hint: 'exports.apkgHint' },
];
