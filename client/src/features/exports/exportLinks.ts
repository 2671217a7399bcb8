// Download URLs of docs/account.md. Plain links: the browser saves the streamed `attachment` itself
// (a same-origin GET sends the session cookie), so no export is held in the page's memory.

export type DeckExportFormat = 'csv' | 'apkg';

export const deckExportUrl = (deckId: number, format: DeckExportFormat) => `/api/decks/${deckId}/export?format=${format}`;

export const ACCOUNT_EXPORT_URL = '/api/account/export';

export const DECK_EXPORTS: { format: DeckExportFormat; label: string; hint: string }[] = [
  { format: 'csv', label: 'Export as CSV', hint: 'For spreadsheets and other apps' },
  { format: 'apkg', label: 'Export for Anki (.apkg)', hint: 'With images, audio and your progress' },
];
