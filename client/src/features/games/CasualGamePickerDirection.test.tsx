import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CasualGamePicker } from './CasualGamePicker';

describe('CasualGamePicker direction', () => {
  it('presets the deck’s direction and sends a different choice in the play URL', () => {
    render(<CasualGamePicker deckId={42} cardCount={10} direction="mixed" />);
    const select = screen.getByLabelText('Direction') as HTMLSelectElement;
    expect(select.value).toBe('mixed');
    fireEvent.click(screen.getByRole('button', { name: /^Matching/ }));
    expect(window.location.pathname + window.location.search).toBe('/play/matching/42');

    fireEvent.change(select, { target: { value: 'reverse' } });
    fireEvent.click(screen.getByRole('button', { name: /^Multiple Choice/ }));
    expect(window.location.pathname + window.location.search).toBe('/play/multiple-choice/42?direction=reverse');
  });
});
