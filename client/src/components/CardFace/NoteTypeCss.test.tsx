import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardFace } from './CardFace';
import { NoteTypeCssProvider } from './NoteTypeCss';

// A note type's CSS on card faces (docs/notes.md): one <style> per type, as text, and the scope class
// on the faces whose side names a type with CSS, and on no other.

describe('note type CSS on CardFace', () => {
  it('puts one style per type as text and the scope class on that type’s faces only', () => {
    const css = { 7: '.cc-nt-7 { color: rgb(1, 2, 3) }', 9: '.cc-nt-9 b { color: red } /* </style><script>alert(1)</script> */' };
    const { container } = render(
      <NoteTypeCssProvider css={css}>
        <CardFace side={{ text: 'styled', noteTypeId: 7 }} context="flashcard" textTestId="styled" />
        <CardFace side={{ text: 'listed', noteTypeId: 9 }} context="list" label="Term" />
        <CardFace side={{ text: 'other type', noteTypeId: 12 }} context="flashcard" textTestId="other" />
        <CardFace side={{ text: 'plain' }} context="flashcard" textTestId="plain" />
      </NoteTypeCssProvider>,
    );
    const styles = container.querySelectorAll('style');
    expect([...styles].map((s) => s.dataset.noteTypeCss)).toEqual(['7', '9']);
    expect(styles[0].textContent).toBe(css[7]);
    // Text content, never HTML: the comment's markup stays text inside the style.
    expect(container.querySelector('script')).toBeNull();
    expect(styles[1].textContent).toBe(css[9]);
    expect(screen.getByTestId('styled').classList.contains('cc-nt-7')).toBe(true);
    expect(screen.getByText('listed').classList.contains('cc-nt-9')).toBe(true);
    expect(screen.getByTestId('other').className).not.toMatch(/cc-nt/);
    expect(screen.getByTestId('plain').className).not.toMatch(/cc-nt/);
  });

  it('without a provider (a built-in deck) no face gets a class and no style is added', () => {
    const { container } = render(<CardFace side={{ text: 'x', noteTypeId: 7 }} context="flashcard" textTestId="x" />);
    expect(container.querySelector('style')).toBeNull();
    expect(screen.getByTestId('x').className).not.toMatch(/cc-nt/);
  });
});
