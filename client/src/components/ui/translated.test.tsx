import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLocale } from '../../i18n';
import { SHORTCUTS } from '../../lib/shortcuts';
import { namespace as cardFace } from '../../locales/cardFace';
import { namespace as ui } from '../../locales/ui';
import { namespace as common } from '../../locales/common';
import { ReadAloudToggle } from '../CardFace/ReadAloudToggle';
import { SHORTCUT_TEXTS } from '../layout/ShortcutsOverlay';
import { ConfirmDialog } from './ConfirmDialog';

// The primitives on every page speak the reader's language (docs/translating.md).

afterEach(async () => {
  await act(() => setLocale('en'));
});

describe('ui primitives in another language', () => {
  it('a confirm dialog says Cancel and Close in Spanish, and in English as before', async () => {
    const dialog = <ConfirmDialog open title="Borrar" message="¿Seguro?" confirmLabel="Borrar" onConfirm={() => {}} onCancel={() => {}} />;
    const { unmount } = render(dialog);
    expect(screen.queryAllByRole('button', { name: 'Cancel' })).toHaveLength(1);
    expect(screen.queryAllByRole('button', { name: 'Close' })).toHaveLength(1);
    unmount();
    await act(() => setLocale('es', { namespaces: [ui, common] }));
    render(dialog);
    expect(await screen.findByRole('button', { name: 'Cancelar' })).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: 'Cerrar' })).toHaveLength(1);
  });

  it('the read-aloud switch in Korean', async () => {
    await act(() => setLocale('ko', { namespaces: [cardFace] }));
    render(<ReadAloudToggle on={false} onChange={() => {}} />);
    expect(await screen.findByRole('switch', { name: '소리 내어 읽기' })).toBeTruthy();
  });

  it('every keyboard shortcut has its text in the catalog', () => {
    for (const shortcut of SHORTCUTS) {
      const id = SHORTCUT_TEXTS[shortcut.what];
      expect(id, shortcut.what).toBeTruthy();
      expect(i18n._(id)).toBe(shortcut.what);
    }
  });
});
