import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ImportPreview } from '../../../../shared/schemas/imports';
import { PreviewStep } from './PreviewStep';

// The preview's sample cards (issue 26): a rich side shows its formatting through CardFace, a
// plain side its text, an image-only side says so. DOMPurify cannot run under happy-dom (see
// lib/richText/sanitize.test.ts): the browser suite (e2e/imports) checks a planted script.

vi.mock('../../lib/richText/sanitize', async (original) => ({
  ...(await original<typeof import('../../lib/richText/sanitize')>()),
  sanitizeCardHtml: (html: string) => html,
}));

const preview: ImportPreview = {
  message: 'Anki package read: 3 cards from 1 deck.',
  temporaryImportId: 'id',
  proposedDeckName: 'Rich',
  errorSummary: { totalCardsAttempted: 3, cardsWithIssues: 0, issuesPreview: [] },
  previewCards: [
    { term: 'Hund', termHtml: '<b>Hund</b>', definition: 'one\ntwo', definitionHtml: '<ul><li>one</li><li><i>two</i></li></ul>', ankiDeckName: null, errors: [] },
    { term: 'plain', definition: 'line one\nline two', ankiDeckName: null, errors: [] },
    { term: '', termHasImage: true, definition: 'picture', ankiDeckName: null, errors: [] },
  ],
};

describe('PreviewStep sample cards', () => {
  it('shows rich sides with their formatting, plain ones as text', () => {
    render(<PreviewStep preview={preview} error={null} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows[0].querySelector('[data-rich] b')?.textContent).toBe('Hund');
    expect(rows[0].querySelectorAll('[data-rich] li')).toHaveLength(2);
    expect(rows[0].querySelector('[data-rich] i')?.textContent).toBe('two');
    expect(rows[1].querySelector('[data-rich]')).toBeNull();
    expect(within(rows[1]).getByText('plain')).toBeVisible();
    expect(within(rows[2]).getByText('(image)')).toBeVisible();
  });
});
