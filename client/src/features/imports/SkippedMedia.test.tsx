import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../../../shared/schemas/imports';
import { PreviewStep } from './PreviewStep';
import { formatFileSize } from './SkippedMedia';

const preview = (media: ImportPreview['media']): ImportPreview => ({
  message: 'Anki package read: 2 cards from 1 deck.',
  temporaryImportId: 'tmp-1',
  proposedDeckName: 'Pictures',
  errorSummary: { totalCardsAttempted: 2, cardsWithIssues: 0, issuesPreview: [] },
  previewCards: [
    { term: 'Big', definition: 'back', ankiDeckName: 'Pictures', errors: [] },
    { term: 'Small', definition: 'back', ankiDeckName: 'Pictures', errors: [], termHasImage: true },
  ],
  media,
});

describe('the preview lists media files left out for their size', () => {
  it('names each file with its size and why, under the count', () => {
    render(
      <PreviewStep
        error={null}
        preview={preview({
          images: 1,
          audio: 0,
          cardsWithMedia: 1,
          message: 'Media: 1 image and 0 sounds on 1 card.',
          issues: ['2 media files larger than the limit (images 5 MB, sounds 25 MB) will be left out; their cards are imported without them.'],
          skippedFiles: [
            { name: 'big.png', bytes: 6 * 1024 * 1024, reason: 'Image larger than 5 MB' },
            { name: 'long.ogg', bytes: null, reason: 'Sound larger than 25 MB' },
          ],
        })}
      />,
    );
    expect(screen.getByText(/2 media files larger than the limit/)).toBeVisible();
    const list = screen.getByText('Files left out for their size').closest('details')!;
    const items = within(list).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['big.png (6.0 MB): Image larger than 5 MB', 'long.ogg: Sound larger than 25 MB']);
  });

  it('shows nothing when no file was left out', () => {
    render(<PreviewStep error={null} preview={preview({ images: 1, audio: 0, cardsWithMedia: 1, message: 'Media: 1 image and 0 sounds on 1 card.', issues: [] })} />);
    expect(screen.queryByText('Files left out for their size')).toBeNull();
  });

  it.each([
    [6 * 1024 * 1024, '6.0 MB'],
    [500 * 1024 * 1024, '500.0 MB'],
    [812 * 1024, '812 KB'],
    [10, '1 KB'],
  ])('formatFileSize(%i) = %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
