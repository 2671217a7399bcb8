import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installSpeechStub, type SpeechStub } from '../../test/speechStub';
import { CardFace } from './CardFace';
import { ListenButton } from './ListenButton';

let stub: SpeechStub | null = null;
afterEach(() => {
  stub?.restore();
  stub = null;
});

describe('ListenButton', () => {
  it('reads the side in its language, and is absent while the browser has no voice for it', () => {
    stub = installSpeechStub(['en-US']);
    render(<ListenButton text="사과" lang="ko-KR" />);
    expect(screen.queryByRole('button', { name: 'Listen' })).toBeNull();
    act(() => stub!.setVoices(['en-US', 'ko-KR']));
    fireEvent.click(screen.getByRole('button', { name: 'Listen' }));
    expect(stub.spoken).toEqual([{ text: '사과', lang: 'ko-KR', voice: 'Voice ko-KR' }]);
  });

  it('stops reading when the side changes (the next card) or leaves', () => {
    stub = installSpeechStub(['ko-KR']);
    const { rerender, unmount } = render(<ListenButton text="하나" lang="ko" />);
    fireEvent.click(screen.getByRole('button', { name: 'Listen' }));
    const cancels = stub.cancels;
    rerender(<ListenButton text="둘" lang="ko" />);
    expect(stub.cancels).toBe(cancels + 1);
    fireEvent.click(screen.getByRole('button', { name: 'Listen' }));
    unmount();
    expect(stub.cancels).toBe(cancels + 3);
  });

  it('a press does not reach the element around it (a card that turns, a tile)', () => {
    stub = installSpeechStub(['en-US']);
    const outer = vi.fn();
    render(
      <div onClick={outer}>
        <ListenButton text="cat" lang="en" />
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Listen' }));
    expect(outer).not.toHaveBeenCalled();
  });
});

describe('CardFace with a language', () => {
  it('puts Listen where the sound goes; a side with its own sound plays that instead', () => {
    stub = installSpeechStub(['en-US']);
    const { rerender } = render(<CardFace side={{ text: 'dog' }} context="question" soundLabel="Play sound" listen={{ lang: 'en' }} />);
    expect(screen.getByRole('button', { name: 'Listen' })).toBeVisible();
    rerender(<CardFace side={{ text: 'dog', audioUrl: '/api/media/1' }} context="question" soundLabel="Play sound" listen={{ lang: 'en' }} />);
    expect(screen.queryByRole('button', { name: 'Listen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Play sound' })).toBeVisible();
  });

  it('in the card list, beside the text; never inside a tile or an option', () => {
    stub = installSpeechStub(['ko-KR']);
    const { rerender } = render(<CardFace side={{ text: '개' }} context="list" label="Term" listen={{ lang: 'ko' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Listen' }));
    expect(stub.spoken.at(-1)).toMatchObject({ text: '개', lang: 'ko' });
    rerender(<CardFace side={{ text: '개' }} context="tile" listen={{ lang: 'ko' }} />);
    expect(screen.queryByRole('button', { name: 'Listen' })).toBeNull();
    rerender(<CardFace side={{ text: '개' }} context="list" label="Term" />);
    expect(screen.queryByRole('button', { name: 'Listen' })).toBeNull();
  });
});
