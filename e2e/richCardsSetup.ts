import type { Page } from 'playwright-core';

// Helpers shared by the rich-card browser suites (e2e/richCards.e2e.ts, e2e/xss.e2e.ts).

/** Single-word terms, so the crossword can use every card. */
export const WORDS = ['mitochondria', 'quadratic', 'water', 'euler', 'map', 'einstein', 'osmosis', 'ribosome', 'pythagoras', 'enzyme', 'neuron', 'photon'];

/** Where every side of a card shows (docs/rich-cards.md): the five games, by their routes. */
export const GAMES = ['matching', 'multiple-choice', 'spatial-choice', 'crossword', 'flashcards'] as const;

/** What a game's page shows once it is ready to play. */
export async function waitForGame(page: Page, game: (typeof GAMES)[number]) {
  const ready = {
    matching: page.locator('[data-testid^="term-"]').first(),
    'multiple-choice': page.getByRole('list', { name: 'Answers' }),
    'spatial-choice': page.getByTestId('spatial-prompt'),
    crossword: page.locator('[aria-label="Crossword grid"]'),
    flashcards: page.getByTestId('flashcard'),
  }[game];
  await ready.waitFor();
}

/**
 * Everything card content could still do on the page, read in the page: a running payload's
 * flag, elements or attributes outside the allowlist, links and images it forbids, and anything
 * laid out `position: fixed` (an overlay over the app). KaTeX's own output is not card content.
 */
export function contentProblems(page: Page, flag: string) {
  return page.evaluate((flagName) => {
    const allowed = new Set(['B', 'STRONG', 'I', 'EM', 'U', 'S', 'SUB', 'SUP', 'BR', 'P', 'DIV', 'SPAN', 'UL', 'OL', 'LI', 'TABLE', 'THEAD', 'TBODY', 'TR', 'TH', 'TD', 'PRE', 'CODE', 'BLOCKQUOTE', 'HR', 'RUBY', 'RT', 'RP', 'A', 'IMG',
      // An image occlusion card's masks (docs/image-occlusion.md): SVG elements keep their lower-case names.
      'svg', 'polygon', 'ellipse', 'text', 'title']);
    const problems: string[] = [];
    if ((window as unknown as Record<string, unknown>)[flagName] !== undefined) problems.push('a payload ran');
    const roots = [...document.querySelectorAll<HTMLElement>('[data-rich], .ProseMirror')];
    for (const root of roots) {
      for (const element of root.querySelectorAll<HTMLElement>('*')) {
        if (element.closest('.katex')) continue;
        // The app's own "Show hint" button before an Anki hint (RichSide.tsx), nothing else.
        const hintButton = element.tagName === 'BUTTON' && element.className.toString().includes('hintButton') && [...element.attributes].every((a) => ['type', 'class', 'aria-expanded'].includes(a.name));
        if (hintButton) continue;
        if (!allowed.has(element.tagName) && !element.className.toString().startsWith('ProseMirror')) problems.push(`tag ${element.tagName}`);
        for (const { name, value } of [...element.attributes]) {
          if (name.startsWith('on')) problems.push(`handler ${name} on ${element.tagName}`);
          if (name === 'href' && !/^(https?:|mailto:)/i.test(value)) problems.push(`href ${value}`);
          if (name === 'src' && !/^\/api\/media\/[A-Za-z0-9_-]+$/.test(value)) problems.push(`src ${value}`);
          if (name === 'srcset' || name === 'formaction' || name === 'action') problems.push(`attribute ${name}`);
        }
        if (getComputedStyle(element).position === 'fixed') problems.push(`position fixed: ${element.tagName}`);
      }
    }
    return { problems, rich: roots.length };
  }, flag);
}
