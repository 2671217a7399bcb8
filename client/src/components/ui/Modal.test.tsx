import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './Modal';

// Focus stays in every dialog (issue #29: in the import modal, focus fell to the page and Tab
// walked the page behind it).

function Harness() {
  const [step, setStep] = useState(1);
  return (
    <>
      <a href="/terms">Terms of Service</a>
      <Modal open title="Steps" onClose={() => undefined} footer={<button type="button">Done</button>}>
        {step === 1 ? (
          <button type="button" onClick={() => setStep(2)}>
            Next
          </button>
        ) : (
          <h3 tabIndex={-1} data-dialog-focus>
            Step two
          </h3>
        )}
      </Modal>
    </>
  );
}

const inDialog = () => Boolean(document.activeElement?.closest('[role="dialog"]'));

describe('Modal keeps focus inside', () => {
  it('Tab wraps from the last control to the first, Shift+Tab back', () => {
    render(<Harness />);
    screen.getByRole('button', { name: 'Done' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Done' }));
  });

  it('Tab from the page body enters the dialog', () => {
    render(<Harness />);
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(inDialog()).toBe(true);
  });

  it('focus that lands behind the dialog comes back', () => {
    render(<Harness />);
    act(() => screen.getByRole('link', { name: 'Terms of Service' }).focus());
    expect(inDialog()).toBe(true);
  });

  it("when the focused control is replaced by the next step, focus goes to that step's heading", async () => {
    render(<Harness />);
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    fireEvent.click(next);
    // The MutationObserver reports after the commit, in a microtask.
    await act(async () => undefined);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Step two' }));
  });
});
