import { describe, expect, it } from 'vitest';
import { isTypingTarget, opensShortcuts } from './shortcuts';

const make = (html: string, selector: string) => {
  document.body.innerHTML = html;
  return document.querySelector(selector);
};
const key = (k: string, target: EventTarget | null, mods: Partial<{ ctrlKey: boolean; altKey: boolean; metaKey: boolean }> = {}) => ({ key: k, ctrlKey: false, altKey: false, metaKey: false, target, ...mods });

describe('opensShortcuts', () => {
  it.each([
    ['? on the page', () => key('?', document.body), true],
    ['? on a button', () => key('?', make('<button>Go</button>', 'button')), true],
    ['? in an input', () => key('?', make('<input>', 'input')), false],
    ['? in a textarea', () => key('?', make('<textarea></textarea>', 'textarea')), false],
    ['? in a select', () => key('?', make('<select><option>a</option></select>', 'select')), false],
    ['? inside a rich editor', () => key('?', make('<div contenteditable="true"><p>x</p></div>', 'p')), false],
    ['? in a role=textbox', () => key('?', make('<div role="textbox" tabindex="0">x</div>', 'div')), false],
    ['Ctrl+?', () => key('?', document.body, { ctrlKey: true }), false],
    ['Alt+?', () => key('?', document.body, { altKey: true }), false],
    ['/ (no Shift)', () => key('/', document.body), false],
    ['no target', () => key('?', null), true],
  ])('%s', (_, event, expected) => {
    expect(opensShortcuts(event())).toBe(expected);
  });

  it('an element with no closest (a window) is no text field', () => {
    expect(isTypingTarget(window)).toBe(false);
  });
});
