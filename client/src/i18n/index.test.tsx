import { describe, expect, it } from 'vitest';
import type { Namespace } from '../../../shared/i18n/namespace';
import { i18n, loadNamespace, renderRich, setLocale } from './index';
import { renderToStaticMarkup } from 'react-dom/server';

// Two namespaces whose Spanish arrives in either order (e.g. the landing page's before the shell's):
// each keeps its own words. Lingui merges later catalogs into the first object it was given, so
// a module's own catalog must never be that object.
function ns(name: string, en: Record<string, string>, es: Record<string, string>, delayMs: number): Namespace {
  const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), delayMs));
  return {
    name,
    en,
    load: { es: () => later({ messages: es }), ko: () => later({ messages: {} }), ar: () => later({ messages: {} }), pseudo: () => later({ messages: {} }) },
  } as unknown as Namespace;
}

describe('loading catalogs', () => {
  it.each([
    ['the page first', 5, 0],
    ['the shell first', 0, 5],
  ])('%s: every namespace keeps its own translation', async (_, shellDelay, pageDelay) => {
    const shell = ns(`shell${shellDelay}`, { [`shell${shellDelay}.a`]: 'Menu' }, { [`shell${shellDelay}.a`]: 'Menú' }, shellDelay);
    const page = ns(`page${pageDelay}`, { [`page${pageDelay}.a`]: 'Hello' }, { [`page${pageDelay}.a`]: 'Hola' }, pageDelay);
    await setLocale('es', { namespaces: [shell, page] });
    expect([i18n._(`shell${shellDelay}.a`), i18n._(`page${pageDelay}.a`)]).toEqual(['Menú', 'Hola']);
    expect(shell.en).toEqual({ [`shell${shellDelay}.a`]: 'Menu' });
    expect(loadNamespace(page, 'es')).toBeNull();
    await setLocale('en');
    expect(i18n._(`page${pageDelay}.a`)).toBe('Hello');
  });
});

describe('rich messages', () => {
  it('renders tags as elements, never as HTML, and leaves unknown tags as text', () => {
    const out = renderToStaticMarkup(<>{renderRich('Read <link>the terms</link> and <b>this</b> <img src=x>', { link: (t) => <a href="/terms">{t}</a> })}</>);
    expect(out).toBe('Read <a href="/terms">the terms</a> and this &lt;img src=x&gt;');
  });
});

