import { describe, expect, it } from 'vitest';
import type { Namespace } from '../../../shared/i18n/namespace';
import { i18n, loadNamespace, setLocale } from './index';

// Two namespaces whose Spanish catalogs arrive in either order: each keeps its own translation.
// (Lingui merges into the first object it was given for a locale; handing it a namespace's own
// English object once wrote every later namespace's English into it, and from there over the
// translations of a namespace whose catalog had arrived first.)

function namespace(name: string, en: string, es: string, gate: Promise<void>): Namespace<string> {
  const id = `${name}.text`;
  const ready = async () => {
    await gate;
    return { messages: { [id]: es } };
  };
  return { name, en: { [id]: en }, load: { es: ready, ko: ready, ar: ready, pseudo: ready } };
}

describe('namespaces loading in any order', () => {
  it('a catalog that arrives later never overwrites another namespace with English', async () => {
    let openFirst!: () => void;
    let openSecond!: () => void;
    const first = namespace('orderFirst', 'One', 'Uno', new Promise((r) => (openFirst = r)));
    const second = namespace('orderSecond', 'Two', 'Dos', new Promise((r) => (openSecond = r)));
    loadNamespace(first, 'en');
    loadNamespace(second, 'en');
    const switching = setLocale('es', { namespaces: [first, second] });
    // The second namespace's Spanish arrives first, the first's after it.
    openSecond();
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    openFirst();
    await switching;
    expect([i18n._('orderFirst.text'), i18n._('orderSecond.text')]).toEqual(['Uno', 'Dos']);
    await setLocale('en');
    expect([i18n._('orderFirst.text'), i18n._('orderSecond.text')]).toEqual(['One', 'Two']);
  });
});
