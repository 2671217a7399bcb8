import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LazyNamespace } from '../../../shared/i18n/namespace';
import { MSG } from '../../../shared/messages';
import { namespace as messages } from '../../../shared/locales/messages';
import { englishOf, i18n, isLoaded, loadNamespace, setLocale, useT } from './index';
import { useMsg } from './useMsg';

// The `messages` catalog (shared/messages.ts) is never part of a page's first load
// (docs/performance.md): its English is a chunk of its own like every other locale, asked for
// only when a screen shows one of its texts in another language. tm() never suspends (event
// handlers call it too); a screen shows the text as given until the catalog is there.

afterEach(async () => {
  await act(() => setLocale('en'));
});

function Shown({ text }: { text: string }) {
  const tm = useMsg();
  return <p data-testid="shown">{tm(text)}</p>;
}

describe('the messages catalog loads lazily', () => {
  it('its index module carries no English: the English is a chunk like the other locales', () => {
    expect(messages.en).toBeNull();
    expect(Object.keys(messages.load).sort()).toEqual(['ar', 'en', 'es', 'ko', 'pseudo']);
  });

  it('in English nothing loads: the texts already say what the catalog would', () => {
    render(<Shown text={MSG.loginFailed} />);
    expect(screen.getByTestId('shown').textContent).toBe(MSG.loginFailed);
    expect(isLoaded(messages, 'en')).toBe(false);
  });

  it('in Spanish a shown text asks for the catalog and the screen shows it translated once it is there', async () => {
    // The page's own catalogs switch; the messages catalog was never registered, so it stays away.
    await act(() => setLocale('es'));
    expect(isLoaded(messages, 'es')).toBe(false);
    render(<Shown text={MSG.loginFailed} />);
    expect(screen.getByTestId('shown').textContent).toBe(MSG.loginFailed);
    await screen.findByText('No se pudo iniciar sesión. Revisa tus datos de acceso.');
    expect(isLoaded(messages, 'es')).toBe(true);
    expect(englishOf(messages)?.['MSG.loginFailed']).toBeDefined();
  });

  it('a text the server already translated passes unchanged', async () => {
    await act(() => setLocale('es', { namespaces: [messages] }));
    render(<Shown text="Ya traducido por el servidor." />);
    expect(screen.getByTestId('shown').textContent).toBe('Ya traducido por el servidor.');
  });
});

describe('a lazy namespace through useT', () => {
  it('suspends until its English is there, then renders it; Korean loads English under it', async () => {
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    const lazy: LazyNamespace<'lazyNs.hello' | 'lazyNs.only'> = {
      name: 'lazyNs',
      en: null,
      load: {
        en: async () => {
          await gate;
          return { messages: { 'lazyNs.hello': ['Hello'], 'lazyNs.only': ['Only English'] } };
        },
        es: async () => ({ messages: {} }),
        ko: async () => ({ messages: { 'lazyNs.hello': ['안녕하세요'] } }),
        ar: async () => ({ messages: {} }),
        pseudo: async () => ({ messages: {} }),
      },
    };
    function Hello() {
      const t = useT(lazy);
      return <p data-testid="hello">{t('lazyNs.hello')}</p>;
    }
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Hello />
        </Suspense>,
      );
    });
    expect(screen.queryAllByText('waiting')).toHaveLength(1);
    await act(async () => {
      open();
      await loadNamespace(lazy, 'en');
    });
    expect((await screen.findByTestId('hello')).textContent).toBe('Hello');
    await act(() => setLocale('ko'));
    expect(i18n._('lazyNs.hello')).toBe('안녕하세요');
    expect(i18n._('lazyNs.only')).toBe('Only English');
    expect(loadNamespace(lazy, 'ko')).toBeNull();
  });
});
