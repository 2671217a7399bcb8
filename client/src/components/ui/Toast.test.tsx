import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type ToastOptions } from './Toast';

// Issue 48 point 4: a notice the pointer rests on stayed 35 s and more. A toast without an action
// goes on time under the pointer; one with an action (Undo) still waits while pointed at or focused.

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function Show({ toast }: { toast: ToastOptions }) {
  const api = useToast();
  return (
    <button type="button" onClick={() => api.show(toast)}>
      show
    </button>
  );
}

const item = (text: string) => screen.queryByText(text)?.closest('li') ?? null;

describe('toasts under the pointer', () => {
  it('a notice without an action goes after its time even while hovered', () => {
    render(
      <ToastProvider>
        <Show toast={{ message: 'Deck "Biology" created.' }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('show'));
    fireEvent.mouseEnter(item('Deck "Biology" created.')!);
    act(() => vi.advanceTimersByTime(4_100));
    expect(item('Deck "Biology" created.')).toBeNull();
  });

  it('a toast with Undo waits while hovered, and goes once the pointer leaves', () => {
    const onExpire = vi.fn();
    render(
      <ToastProvider>
        <Show toast={{ message: 'Deleted "Biology".', action: { label: 'Undo', onAction: () => {} }, onExpire }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('show'));
    fireEvent.mouseEnter(item('Deleted "Biology".')!);
    act(() => vi.advanceTimersByTime(30_000));
    expect(item('Deleted "Biology".')).not.toBeNull();
    fireEvent.mouseLeave(item('Deleted "Biology".')!);
    act(() => vi.advanceTimersByTime(6_100));
    expect(item('Deleted "Biology".')).toBeNull();
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
