import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OCCLUSION_LIMITS, serializeOcclusions, type OcclusionSet } from '../../../../shared/imageOcclusion';
import { OcclusionEditor } from './OcclusionEditor';

// The editor's keyboard model (docs/image-occlusion.md): each shape a named tab stop; arrows
// move the focused shape, Shift+arrows resize it, Space selects it, Escape deselects before it
// would close the dialog, Delete removes and focus goes on; a live region says each change.

const START: OcclusionSet = {
  hideAllGuessOne: true,
  occlusions: [
    { ordinal: 1, shape: 'rect', left: 0.1, top: 0.1, width: 0.2, height: 0.2 },
    { ordinal: 2, shape: 'ellipse', left: 0.5, top: 0.5, rx: 0.1, ry: 0.1 },
    { ordinal: 3, shape: 'rect', left: 0.7, top: 0.1, width: 0.1, height: 0.1 },
  ],
};

let latest: OcclusionSet = START;

function Harness({ start }: { start: OcclusionSet }) {
  const [set, setSet] = useState(start);
  latest = set;
  return <OcclusionEditor imageUrl="/api/media/abc" value={set} onChange={setSet} />;
}

function setup(start = START) {
  latest = start;
  render(<Harness start={start} />);
  // happy-dom loads no picture: its load event draws the shapes layer.
  fireEvent.load(screen.getByRole('img'));
}

const shape = (name: string) => screen.getByRole('button', { name });
const said = () => screen.getByTestId('occlusion-said').textContent;
const onDocument = vi.fn();

afterEach(() => document.removeEventListener('keydown', onDocument));

describe('the occlusion editor by keyboard', () => {
  it('names every shape by kind, number and card, in tab order', () => {
    setup();
    const names = screen.getAllByRole('button').filter((b) => b.getAttribute('tabindex') === '0' && b.tagName.toLowerCase() === 'g').map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual(['Rectangle 1, card 1', 'Ellipse 1, card 2', 'Rectangle 2, card 3']);
  });

  it('arrows move, Shift+arrows resize, Alt makes the step fine', () => {
    setup();
    const rect = shape('Rectangle 1, card 1');
    rect.focus();
    fireEvent.keyDown(rect, { key: 'ArrowRight' });
    fireEvent.keyDown(rect, { key: 'ArrowDown' });
    expect(said()).toBe('Rectangle 1, card 1 moved: 11% from the left, 11% from the top.');
    fireEvent.keyDown(rect, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(rect, { key: 'ArrowUp', shiftKey: true });
    expect(said()).toBe('Rectangle 1, card 1 resized: 21% wide, 19% high.');
    fireEvent.keyDown(rect, { key: 'ArrowLeft', altKey: true });
    expect(latest.occlusions[0]).toEqual({ ordinal: 1, shape: 'rect', left: 0.108, top: 0.11, width: 0.21, height: 0.19 });
    // The others stay where they were.
    expect(latest.occlusions.slice(1)).toEqual(START.occlusions.slice(1));
  });

  it('Space selects; arrows then move the whole selection; Group puts it on one card', () => {
    setup();
    fireEvent.keyDown(shape('Rectangle 1, card 1'), { key: ' ' });
    fireEvent.keyDown(shape('Rectangle 2, card 3'), { key: ' ' });
    expect(shape('Rectangle 1, card 1').getAttribute('aria-pressed')).toBe('true');
    expect(said()).toBe('Rectangle 2, card 3 selected.');
    fireEvent.keyDown(shape('Rectangle 2, card 3'), { key: 'ArrowDown' });
    expect(latest.occlusions.map((o) => o.top)).toEqual([0.11, 0.5, 0.11]);
    fireEvent.click(screen.getByRole('button', { name: 'Group' }));
    expect(said()).toBe('2 shapes grouped on card 1.');
    expect(screen.queryAllByRole('button', { name: 'Rectangle 2, card 1' })).toHaveLength(1);
    expect(latest.occlusions.map((o) => o.ordinal)).toEqual([1, 2, 1]);
  });

  it('Escape deselects and stops there; with nothing selected it goes on to the dialog', () => {
    setup();
    const rect = shape('Rectangle 1, card 1');
    fireEvent.keyDown(rect, { key: ' ' });
    document.addEventListener('keydown', onDocument);
    fireEvent.keyDown(rect, { key: 'Escape' });
    expect(rect.getAttribute('aria-pressed')).toBe('false');
    expect(said()).toBe('Nothing selected.');
    expect(onDocument).not.toHaveBeenCalled();
    fireEvent.keyDown(rect, { key: 'Escape' });
    expect(onDocument).toHaveBeenCalledTimes(1);
  });

  it('Delete removes the focused shape, says so, and focus goes to the next one', async () => {
    setup();
    const ellipse = shape('Ellipse 1, card 2');
    ellipse.focus();
    await act(async () => {
      fireEvent.keyDown(ellipse, { key: 'Delete' });
    });
    expect(said()).toBe('Ellipse 1, card 2 removed.');
    expect(latest.occlusions.map((o) => o.ordinal)).toEqual([1, 3]);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Rectangle 2, card 3');
    // Backspace too (a Mac's delete key).
    await act(async () => {
      fireEvent.keyDown(document.activeElement!, { key: 'Backspace' });
    });
    expect(latest.occlusions.map((o) => o.ordinal)).toEqual([1]);
  });

  it('Add rectangle makes a shape on a new card without a pointer, focused for the arrows', async () => {
    setup();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add rectangle' }));
    });
    expect(said()).toBe('Rectangle 3, card 4 added.');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Rectangle 3, card 4');
    expect(screen.getByTestId('occlusion-count').textContent).toBe('4 shapes · 4 cards');
  });

  it('the hide mode is a radio group', () => {
    setup();
    fireEvent.click(screen.getByRole('radio', { name: 'Hide one, guess one' }));
    expect(latest.hideAllGuessOne).toBe(false);
    expect(serializeOcclusions(latest)).not.toContain('oi=1');
    fireEvent.click(screen.getByRole('radio', { name: 'Hide all, guess one' }));
    expect(serializeOcclusions(latest).match(/:oi=1\}\}/g)).toHaveLength(3);
  });

  // The limits' messages are pinned in geometry.test.ts; here, that the editor shows one and
  // adds nothing (one shape on the last card number: 500 shapes would only slow the test).
  it('at a limit, adding says so and changes nothing', () => {
    const last: OcclusionSet = { hideAllGuessOne: true, occlusions: [{ ordinal: OCCLUSION_LIMITS.maxOrdinal, shape: 'rect', left: 0, top: 0, width: 0.1, height: 0.1 }] };
    setup(last);
    fireEvent.click(screen.getByRole('button', { name: 'Add rectangle' }));
    expect(screen.getByRole('alert').textContent).toBe(`A note can make at most ${OCCLUSION_LIMITS.maxOrdinal} cards.`);
    expect(latest.occlusions).toHaveLength(1);
  });
});
