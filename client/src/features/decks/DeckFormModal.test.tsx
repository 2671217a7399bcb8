import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeckFormModal } from './CreateDeckModal';

// Issue 48.8: "Bury siblings" is a deck option of the Edit Deck form, on unless turned off.
describe('Edit Deck: Bury siblings', () => {
  it('shows the saved value and sends the change', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<DeckFormModal open mode="edit" initial={{ name: 'Geo', description: null, burySiblings: false }} onClose={() => {}} onSubmit={onSubmit} />);
    const box = screen.getByRole('checkbox', { name: 'Bury siblings' });
    expect(box).not.toBeChecked();
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ burySiblings: true })));
  });

  it('is on by default and absent from Create New Deck', () => {
    const { unmount } = render(<DeckFormModal open mode="edit" initial={{ name: 'Geo', description: null }} onClose={() => {}} onSubmit={() => Promise.resolve()} />);
    expect(screen.getByRole('checkbox', { name: 'Bury siblings' })).toBeChecked();
    unmount();
    render(<DeckFormModal open mode="create" onClose={() => {}} onSubmit={() => Promise.resolve()} />);
    expect(screen.queryByRole('checkbox', { name: 'Bury siblings' })).toBeNull();
  });
});
