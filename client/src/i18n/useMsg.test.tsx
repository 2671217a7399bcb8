import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LazyNamespace } from '../../../shared/i18n/namespace';
import { MSG } from '../../../shared/messages';
import { namespace as messages } from '../../../shared/locales/messages';
import { englishOf, i18n, isLoaded, loadNamespace, setLocale, useT } from './index';
import { useMsg } from './useMsg';

// The `messages` catalog (shared/messages.ts) is never part of an English page's load
// (docs/performance.md): its English is a chunk of its own like every other locale. In another
// language a screen showing one of its texts waits for it (suspends), so nothing flashes in
// English; a switch of language loads it before it shows. tm() itself never suspends.

afterEach(async () => {
  await act(() => setLocale('en'));
});

function Shown({ text }: { text: string }) {
  const tm = useMsg();
  return <p data-testid="shown">{tm(text)}</p>;
}

/** A screen showing MSG.loginFailed, and every text it rendered, in order. */
function recorder() {
  const seen: string[] = [];
  function Recorded() {
    const tm = useMsg();
    const text = tm(MSG.loginFailed);
    seen.push(text);
    return <p data-testid="shown">{text}</p>;
  }
  return { seen, Recorded };
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

  it('in another language a screen showing a text waits for the catalog: the English never shows', async () => {
    // As at the app's start in Arabic: the locale is active, the messages catalog not loaded yet.
    act(() => i18n.activate('ar'));
    expect(isLoaded(messages, 'ar')).toBe(false);
    const { seen, Recorded } = recorder();
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Recorded />
        </Suspense>,
      );
    });
    expect((await screen.findByTestId('shown')).textContent).toBe('تعذّر تسجيل الدخول. يُرجى التحقق من بيانات الاعتماد.');
    expect(seen).not.toContain(MSG.loginFailed);
    expect(isLoaded(messages, 'ar')).toBe(true);
    expect(englishOf(messages)?.['MSG.loginFailed']).toBeDefined();
  });

  it('a switch of language with such a screen open loads the catalog before it shows', async () => {
    const { seen, Recorded } = recorder();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Recorded />
      </Suspense>,
    );
    expect(screen.getByTestId('shown').textContent).toBe(MSG.loginFailed);
    seen.length = 0;
    await act(() => setLocale('ko'));
    expect(screen.getByTestId('shown').textContent).not.toBe(MSG.loginFailed);
    expect(isLoaded(messages, 'ko')).toBe(true);
    // Straight from English to Korean: no fallback, no English after the switch.
    expect(seen).not.toContain(MSG.loginFailed);
    expect(screen.queryAllByText('waiting')).toHaveLength(0);
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
