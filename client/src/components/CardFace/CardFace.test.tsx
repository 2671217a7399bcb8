import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n';
import { namespace as cardFaceNs } from '../../locales/cardFace';
import { CardFace, CardSound, sideLabel } from './CardFace';

// One card side in each context (docs/anki-history.md, docs/foundation.md): the picture's alt never names the other side,
// an image-only side shows no empty text, and each context keeps its own markup.

describe('CardFace', () => {
  it('an image-only side is a Picture; with text the picture is decoration', () => {
    const { container, rerender } = render(<CardFace side={{ text: '', imageUrl: '/api/media/1' }} context="option" />);
    expect(screen.getByRole('img', { name: 'Picture' })).toBeVisible();
    expect(container.querySelectorAll('span').length).toBe(1); // the picture's box, no empty text
    rerender(<CardFace side={{ text: 'cat', imageUrl: '/api/media/1' }} context="option" />);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(screen.getByText('cat')).toBeVisible();
    expect(sideLabel('', '/api/media/1')).toBe('Picture');
  });

  it('a side’s text takes its direction from its own letters (a Russian card on an Arabic page)', () => {
    for (const context of ['tile', 'question', 'option', 'flashcard', 'list'] as const) {
      const { container, unmount } = render(<CardFace side={{ text: 'столица России.' }} context={context} />);
      expect(container.querySelector('[dir="auto"]')?.textContent, context).toBe('столица России.');
      unmount();
    }
    const { container } = render(<CardFace side={{ text: 'x', html: '<p>столица <b>России</b>.</p>' }} context="flashcard" />);
    expect(container.querySelector('[data-rich]')?.getAttribute('dir')).toBe('auto');
  });

  it('a tile marks its text for the board fit, and Korean keeps its words whole', () => {
    const { container } = render(<CardFace side={{ text: '정말' }} context="tile" />);
    expect(container.querySelector('[data-fit-text] [lang="ko"]')?.textContent).toBe('정말');
  });

  it('a question is a heading; a sound is offered only with a label', () => {
    const { rerender } = render(<CardFace side={{ text: 'der Hund', audioUrl: '/api/media/2' }} context="question" soundLabel="Play sound" />);
    expect(screen.getByRole('heading', { name: 'der Hund' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Play sound' })).toBeVisible();
    rerender(<CardFace side={{ text: 'der Hund', audioUrl: '/api/media/2' }} context="question" />);
    expect(screen.queryByRole('button', { name: 'Play sound' })).toBeNull();
  });

  it('the list shows a thumbnail that opens full size and its own sound button', () => {
    render(<CardFace side={{ text: 'dog', imageUrl: '/api/media/3', audioUrl: '/api/media/4' }} context="list" label="Term" />);
    expect(screen.getByRole('button', { name: 'View full size: Term image: dog' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Play term sound for dog' })).toBeVisible();
  });

  it('plain is the text alone, isolated from the sentence around it', () => {
    const { container } = render(<CardFace side={{ text: 'only text' }} context="plain" />);
    expect(container.innerHTML).toBe('<bdi>only text</bdi>');
  });
});

// The face's own words in the reader's language (docs/translating.md); the card's text stays as written.
describe('CardFace in another language', () => {
  afterEach(async () => {
    await act(() => setLocale('en'));
  });

  it('Korean: an image-only side is 그림, a sound with no name given is 소리 재생', async () => {
    await act(() => setLocale('ko', { namespaces: [cardFaceNs] }));
    render(<CardFace side={{ text: '', imageUrl: '/api/media/1' }} context="option" />);
    expect(await screen.findByRole('img', { name: '그림' })).toBeVisible();
    render(<CardSound url="/api/media/2" />);
    expect(screen.getByRole('button', { name: '소리 재생' })).toBeVisible();
  });

  it('Arabic: the list’s thumbnail and sound name the side and keep the card’s text', async () => {
    await act(() => setLocale('ar', { namespaces: [cardFaceNs] }));
    render(<CardFace side={{ text: 'dog', imageUrl: '/api/media/3', audioUrl: '/api/media/4' }} context="list" label="المصطلح" />);
    expect(await screen.findByRole('button', { name: 'عرض بالحجم الكامل: صورة المصطلح: dog' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'تشغيل صوت المصطلح لـ dog' })).toBeVisible();
  });
});
