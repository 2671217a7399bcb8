import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportPreview } from '../../../../shared/schemas/imports';
import { i18n, setLocale } from '../../i18n';
import { namespace as imports } from '../../locales/imports';
import { namespace as cardFace } from '../../locales/cardFace';
import { namespace as messages } from '../../../../shared/locales/messages';
import { notKeptLines, speechLine } from './ankiChoices';
import { cardStatus } from './importFlow';
import type { ImportsT } from './importTexts';
import { PreviewStep } from './PreviewStep';

// The import wizard in the reader's language (docs/translating.md): plurals by the language's
// rules (Arabic has six forms), numbers through Intl, the deck's names left as they are.

vi.mock('../../lib/richText/sanitize', async (original) => ({
  ...(await original<typeof import('../../lib/richText/sanitize')>()),
  sanitizeCardHtml: (html: string) => html,
}));

afterEach(async () => {
  await act(() => setLocale('en'));
});

const t: ImportsT = (id, values) => i18n._(id, values);

const preview = (totalCardsAttempted: number, cardsWithIssues: number): ImportPreview => ({
  message: 'Anki package read: 3 cards from 1 deck.',
  temporaryImportId: 'id',
  proposedDeckName: 'Vocabulario',
  errorSummary: { totalCardsAttempted, cardsWithIssues, issuesPreview: [{ term: 'x', errors: ['bad'] }] },
  previewCards: [{ term: 'Hund', definition: 'dog', ankiDeckName: null, errors: [] }],
});

describe('import wizard in other languages', () => {
  it('Arabic: the issues line takes the dual and the plural forms', async () => {
    await act(() => setLocale('ar', { namespaces: [imports, messages, cardFace] }));
    const { unmount } = render(<PreviewStep preview={preview(3, 2)} error={null} />);
    expect(await screen.findByText('بطاقتان بهما مشكلات وسيتم تخطيهما')).toBeTruthy();
    unmount();
    render(<PreviewStep preview={preview(20, 11)} error={null} />);
    expect(await screen.findByText(/^11 بطاقة بها مشكلات/)).toBeTruthy();
    // The deck's name is the user's: never translated.
    expect(screen.getByText('Vocabulario').getAttribute('translate')).toBe('no');
  });

  it('Spanish: what will not come across, the speech line and a card status', async () => {
    await act(() => setLocale('es', { namespaces: [imports] }));
    const lines = notKeptLines(
      {
        ...preview(1, 0),
        ankiNoteTypes: [
          {
            id: 7, name: 'Vocab', noteCount: 2, fields: ['A', 'B'], exampleFields: ['', ''], canChooseFields: true,
            unusedFields: [{ name: 'Extra', filledNotes: 1 }],
            templates: [{ ord: 0, name: 'Card 1', cardCount: 3, emptyCards: 2, unsupported: [], example: null }],
          },
        ],
      } as unknown as ImportPreview,
      { parents: 'prefix', names: {}, noteTypes: { 7: { mode: 'templates', term: 0, definition: 1, skipped: [0] } } },
      t,
    );
    expect(lines).toEqual([
      '«Vocab»: el campo «Extra» no aparece en ninguna tarjeta (1 nota lo tiene relleno).',
      '«Vocab»: se omiten 3 tarjetas de «Card 1».',
      '«Vocab»: se omiten 2 tarjetas vacías que Anki no mostraría (nada en el anverso).',
    ]);
    expect(speechLine({ front: 'fr' }, t, () => 'francés')).toBe('Lectura en voz alta: el término en francés.');
    expect(cardStatus(['a', 'b'], t)).toBe('Problemas (2)');
  });
});
