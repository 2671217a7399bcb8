import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n';
import { namespace as cards } from '../../locales/cards';
import { namespace as messages } from '../../../../shared/locales/messages';
import { ImageField } from './ImageField';

// The card form in the reader's language (docs/translating.md): the side's name comes in the
// reader's words and the buttons' names are built around it.

afterEach(async () => {
  await act(() => setLocale('en'));
});

describe('card form in other languages', () => {
  it('Spanish: the media buttons name the side', async () => {
    await act(() => setLocale('es', { namespaces: [cards, messages] }));
    render(<ImageField side="Término" image={null} onChange={() => {}} />);
    expect(await screen.findByLabelText('Añadir imagen (término)')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: 'Añadir imagen' })).toHaveLength(1);
    expect(screen.queryAllByText('PNG, JPEG, GIF o WebP, hasta 5 MB')).toHaveLength(1);
  });

  it('Arabic: a sound on the definition', async () => {
    await act(() => setLocale('ar', { namespaces: [cards, messages] }));
    render(<ImageField side="التعريف" kind="sound" image={{ url: '/api/media/a' }} onChange={() => {}} />);
    expect(await screen.findByLabelText('استبدال الصوت (التعريف)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إزالة الصوت من التعريف' }).textContent).toBe('إزالة الصوت');
  });

  it('English stays word for word', () => {
    render(<ImageField side="Term" kind="sound" image={{ url: '/api/media/a' }} onChange={() => {}} />);
    expect(screen.queryAllByLabelText('Replace term sound')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove sound from the term' }).textContent).toBe('Remove sound');
  });
});
