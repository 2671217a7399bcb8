// Rich cards in the browser (issue 26): a 100-card deck whose every other card has math (50
// formulas, inline and display) and formatting, its deck page under Lighthouse mobile (median
// of LIGHTHOUSE_RUNS, default 3): performance (goal ≥ 90), TBT and the longest main-thread task
// (KaTeX typesetting runs when the page's first cards show). Then the landing page's JavaScript,
// which must not grow: KaTeX, DOMPurify and the editor are never loaded there.
// Needs `npm run build` and a server that stores termHtml/definitionHtml (docs/rich-cards.md).
import { measureLandingJs } from './landing.js';
import { loadLighthouse, runOnce, withRetry, type Figures } from './lighthouse.js';
import { signUp } from './lib/seed.js';
import { startBuiltServer } from './lib/server.js';
import { median } from './lib/stats.js';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const FORMULAS = [
  '\\(x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}\\)',
  '\\[\\int_0^\\infty e^{-x^2}\\,dx = \\frac{\\sqrt{\\pi}}{2}\\]',
  '\\(\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}\\)',
  '\\(E = mc^2\\) and \\(p = \\gamma m v\\)',
  '\\[\\nabla \\cdot \\mathbf{E} = \\frac{\\rho}{\\varepsilon_0}\\]',
];

/** Card i of the deck: odd cards have math and formatting, even ones are plain. */
function card(i: number) {
  if (i % 2 === 0) return { term: `Term ${i}`, definition: `The meaning of term number ${i}` };
  return {
    term: `Formula ${i}`,
    termHtml: `<p><b>Formula</b> ${i}</p>`,
    definition: `Formula ${i}`,
    definitionHtml: `<p>${FORMULAS[i % FORMULAS.length]}</p><ul><li>see <i>chapter ${i}</i></li></ul>`,
  };
}

export async function main() {
  const lh = await loadLighthouse();
  const server = await startBuiltServer('rich-cards');
  try {
    const client = await signUp(server.base, `bench-rich-${Date.now()}@example.com`);
    const { id: deckId } = await client.json<{ id: number }>('POST', '/api/decks', { name: 'Physics and maths' });
    for (let i = 1; i <= 100; i++) await client.json('POST', `/api/decks/${deckId}/cards`, card(i));
    const stored = await client.json<{ flashcards: { definitionHtml?: string | null }[] }>('GET', `/api/decks/${deckId}`);
    const rich = stored.flashcards.filter((c) => c.definitionHtml).length;
    console.log(`Deck: 100 cards, ${rich} stored with HTML and math${rich === 0 ? ' (this server drops termHtml/definitionHtml: the figures below are of plain cards)' : ''}`);

    if (lh) {
      const cookies = client
        .cookieHeader()
        .split('; ')
        .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1) }));
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await withRetry(() => runOnce(lh, `${server.base}/decks/${deckId}`, false, cookies)));
      const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
      console.log(
        `deck page, mobile (Lighthouse 12, median of ${RUNS}): performance ${m('performance')} (goal ≥ 90)  TBT ${Math.round(m('tbt'))} ms  ` +
          `longest task ${Math.round(m('longestTaskMs'))} ms  LCP ${Math.round(m('lcp'))} ms  CLS ${m('cls').toFixed(3)}  JS ${m('jsKb').toFixed(1)} KB` +
          `  (runs: ${runs.map((r) => r.performance).join(', ')})`,
      );
    } else console.log('lighthouse is not installed: the deck page figures are skipped');

    const landing = await measureLandingJs(server.base);
    const names = landing.files.map((f) => f.url).join(' ');
    console.log(`landing page JS: ${(landing.totalBytes / 1024).toFixed(1)} KB in ${landing.files.length} files; KaTeX/editor/DOMPurify loaded: ${/typeset|RichTextField|purify/i.test(names) ? 'YES' : 'no'}`);
  } finally {
    await server.stop();
  }
}
