import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../i18n';
import { namespace as cards } from '../../locales/cards';
import { namespace as cardList } from '../../locales/cardList';
import { namespace as cardFace } from '../../locales/cardFace';
import { namespace as messages } from '../../../../shared/locales/messages';
import { ImageField } from './ImageField';
import { CardKindSwitch, ClozeFields } from './ClozeFields';
import { ClozeBadge } from './ClozeBadge';
import type { Flashcard } from '../../../../shared/schemas/decks';

vi.mock('../decks/mutations', () => ({
  useCreateClozeCards: () => ({ mutateAsync: async () => ({ cards: [] }) }),
  useUpdateClozeCards: () => ({ mutateAsync: async () => ({ cards: [] }) }),
}));

// The card form in the reader's language (docs/translating.md): the side's name comes in the
// reader's words and the buttons' names are built around it.

afterEach(async () => {
  await act(() => setLocale('en'));
});

describe('card form in other languages', () => {
  it('Spanish: the media buttons name the side', async () => {
    await act(() => setLocale('es', { namespaces: [cards, cardList, cardFace, messages] }));
    render(<ImageField side="Término" image={null} onChange={() => {}} />);
    expect(await screen.findByLabelText('Añadir imagen (término)')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: 'Añadir imagen' })).toHaveLength(1);
    expect(screen.queryAllByText('PNG, JPEG, GIF o WebP, hasta 5 MB')).toHaveLength(1);
  });

  it('Arabic: a sound on the definition', async () => {
    await act(() => setLocale('ar', { namespaces: [cards, cardList, cardFace, messages] }));
    render(<ImageField side="التعريف" kind="sound" image={{ url: '/api/media/a' }} onChange={() => {}} />);
    expect(await screen.findByLabelText('استبدال الصوت (التعريف)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إزالة الصوت من التعريف' }).textContent).toBe('إزالة الصوت');
  });

  it('English stays word for word', () => {
    render(<ImageField side="Term" kind="sound" image={{ url: '/api/media/a' }} onChange={() => {}} />);
    expect(screen.queryAllByLabelText('Replace term sound')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove sound from the term' }).textContent).toBe('Remove sound');
  });

  it('Korean: the cloze form, its preview and its problems; the note syntax stays as typed', async () => {
    await act(() => setLocale('ko', { namespaces: [cards, cardList, cardFace, messages] }));
    render(
      <>
        <CardKindSwitch kind="cloze" onChange={() => {}} />
        <ClozeFields formId="f" deckId={1} onBusyChange={() => {}} onClose={() => {}} />
      </>,
    );
    expect(await screen.findByRole('radiogroup', { name: '카드 유형' })).toBeTruthy();
    expect(screen.queryAllByRole('radio', { name: '빈칸' })).toHaveLength(1);
    const text = screen.getByLabelText('텍스트');
    fireEvent.change(text, { target: { value: 'no deletion' } });
    expect(screen.getByTestId('cloze-problem').textContent).toBe('빈칸 카드에는 {{c1::…}}이(가) 하나 이상 있어야 합니다.');
    fireEvent.change(text, { target: { value: '{{c1::a}} {{c2::b}}' } });
    expect(screen.queryAllByRole('heading', { name: '미리 보기: 카드 2장' })).toHaveLength(1);
    expect(screen.getByTestId('cloze-preview').textContent).toContain('빈칸 2');
  });

  it('Arabic: an empty deletion is named with its own syntax, kept left to right', async () => {
    await act(() => setLocale('ar', { namespaces: [cards, cardList, cardFace, messages] }));
    render(<ClozeFields formId="f" deckId={1} onBusyChange={() => {}} onClose={() => {}} />);
    fireEvent.change(await screen.findByLabelText('النص'), { target: { value: '{{c3::}} x' } });
    expect(screen.getByTestId('cloze-problem').textContent).toBe('الفراغ c3 فارغ: ضع النص المخفي بين \u2066{{c3::\u2069 و\u2066}}\u2069.');
  });

  it("Spanish: a cloze card's badge in the list", async () => {
    await act(() => setLocale('es', { namespaces: [cards, cardList] }));
    render(<ClozeBadge card={{ kind: 'cloze', clozeNumber: 4 } as Flashcard} />);
    expect((await screen.findByText(/4/)).textContent).toBe('Hueco 4');
  });
});
