import { describe, expect, it } from 'vitest';
import { namespace as cardFace } from '../locales/cardFace';
import { namespace as ui } from '../locales/ui';
import { i18n, loadNamespace, setLocale } from './index';

// Two namespaces' catalogs loaded in either order: each keeps its own translations. Lingui keeps
// the first catalog object of a locale as its store and merges later ones into it, so a
// namespace's English object handed over as is grew every other namespace's English, and a
// later locale load (English under the translation) wrote that English over earlier translations.

describe('catalog loading order', () => {
  it('a namespace loaded after another does not put English over its translations', async () => {
    await loadNamespace(ui, 'en');
    await loadNamespace(cardFace, 'en');
    await loadNamespace(cardFace, 'ko');
    await loadNamespace(ui, 'ko');
    await setLocale('ko');
    expect(i18n._('cardFace.readAloud')).toBe('소리 내어 읽기');
    expect(i18n._('ui.shortcuts.title')).toBe('키보드 단축키');
    expect(ui.en['cardFace.readAloud' as never]).toBeUndefined();
    await setLocale('en');
  });
});
