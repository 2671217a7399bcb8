import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTypesetter } from '../../lib/richText/useTypeset';
import { CardFace } from './CardFace';
import { TYPESET_EVENT } from './RichSide';

// A rich side through CardFace (docs/rich-cards.md): its HTML in the element each context uses, math
// typeset once KaTeX has loaded, a TeX error shown as its source, the side's first image not
// shown twice. DOMPurify cannot run under happy-dom (see lib/richText/sanitize.test.ts): here it
// passes the HTML through, and the browser suites (e2e/xss, e2e/richCards) check the real one.

vi.mock('../../lib/richText/sanitize', async (original) => ({
  ...(await original<typeof import('../../lib/richText/sanitize')>()),
  sanitizeCardHtml: (html: string) => html,
}));

// KaTeX is a lazy chunk: the first load under the test runner may take a while; take it once here.
beforeAll(() => loadTypesetter(), 30_000);

describe('CardFace with a rich side', () => {
  it('renders the HTML in the list, a plain side as text', () => {
    const { container } = render(
      <>
        <CardFace side={{ text: 'bold word', html: '<p><b>bold</b> word</p>' }} context="list" label="Term" />
        <CardFace side={{ text: 'plain <b>' }} context="list" label="Definition" />
      </>,
    );
    expect(container.querySelector('[data-rich] b')?.textContent).toBe('bold');
    expect(screen.getByText('plain <b>')).toBeVisible();
  });

  it('typesets math after KaTeX loads and tells the box to measure again', async () => {
    const typeset = vi.fn();
    const board = document.body.appendChild(document.createElement('div'));
    board.addEventListener(TYPESET_EVENT, typeset);
    const { container } = render(<CardFace side={{ text: 'x', html: '<p>\\(x^2\\)</p>' }} context="tile" />, { container: board });
    await waitFor(() => expect(container.querySelector('[data-fit-text] .katex')).not.toBeNull());
    expect(typeset).toHaveBeenCalled();
  });

  it('typesets a plain side that holds TeX, escaping its text', async () => {
    const { container } = render(<CardFace side={{ text: 'a<b \\(\\alpha\\)' }} context="flashcard" />);
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('a<b ');
  });

  it('shows a TeX error as its source', async () => {
    const { container } = render(<CardFace side={{ text: 'x', html: 'bad \\(\\frac{\\)' }} context="prompt" />);
    await waitFor(() => expect(container.querySelector('.card-math-error')?.textContent).toBe('\\(\\frac{\\)'));
  });

  it('a rich question is a heading by role; an option keeps its HTML inside the button', () => {
    render(
      <>
        <CardFace side={{ text: 'H2O', html: 'H<sub>2</sub>O' }} context="question" />
        <button type="button">
          <CardFace side={{ text: 'CO2', html: 'CO<sub>2</sub>' }} context="option" />
        </button>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2 }).innerHTML).toBe('H<sub>2</sub>O');
    expect(screen.getByRole('button').querySelector('sub')?.textContent).toBe('2');
  });

  it('does not show the side’s first image twice: it is inline in the HTML', () => {
    const { container } = render(<CardFace side={{ text: 'cell', html: 'cell <img src="/api/media/abc">', imageUrl: '/api/media/abc' }} context="flashcard" />);
    expect(container.querySelectorAll('img').length).toBe(1);
  });

  it('a link inside a tile or an answer loses its href (no control in a control); in the list it stays', () => {
    const { container } = render(
      <>
        <CardFace side={{ text: 'l', html: '<a href="https://example.org/">tile</a>' }} context="tile" />
        <CardFace side={{ text: 'l', html: '<a href="https://example.org/">list</a>' }} context="list" />
      </>,
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([null, 'https://example.org/']);
  });

  it('the list shows the side’s first image as its thumbnail, not again in the HTML', () => {
    const { container } = render(<CardFace side={{ text: 'cell', html: '<p>cell <img src="/api/media/abc"></p>', imageUrl: '/api/media/abc' }} context="list" label="Term" />);
    expect(screen.getByRole('button', { name: 'View full size: Term image: cell' })).toBeVisible();
    expect(container.querySelector('[data-rich] img')).toBeNull();
  });

  it('the missed-card lists show a rich side inline', () => {
    const { container } = render(<CardFace side={{ text: 'it', html: '<i>it</i>' }} context="plain" />);
    expect(container.querySelector('span[data-rich] i')?.textContent).toBe('it');
  });

  it('an Anki hint hides behind a Show hint button that reveals it without reaching the card', () => {
    const flip = vi.fn();
    const { container } = render(
      <div onClick={flip}>
        <CardFace side={{ text: 'Q x', html: 'Q <span class="cardcade-hint">x</span>' }} context="flashcard" />
      </div>,
    );
    const hint = container.querySelector<HTMLElement>('.cardcade-hint')!;
    expect(hint.hidden).toBe(true);
    screen.getByRole('button', { name: 'Show hint' }).click();
    expect(hint.hidden).toBe(false);
    expect(document.activeElement).toBe(hint);
    expect(screen.queryByRole('button', { name: 'Show hint' })).toBeNull();
    expect(flip).not.toHaveBeenCalled();
  });

  it('inside a tile the hint just shows (no button in a button)', () => {
    const { container } = render(<CardFace side={{ text: 'Q x', html: 'Q <span class="cardcade-hint">x</span>' }} context="tile" />);
    expect(container.querySelector<HTMLElement>('.cardcade-hint')!.hidden).toBe(false);
    expect(container.querySelector('button')).toBeNull();
  });
});
