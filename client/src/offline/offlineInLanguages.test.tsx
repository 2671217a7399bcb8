import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../i18n';
import { namespace as offline } from '../locales/offline';
import { NeedsNetwork } from './NeedsNetwork';
import { needsNetwork, OFFLINE_REASON } from './network';

// Offline, the reason a control is off comes in the reader's language (docs/translating.md).

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => setLocale('en'));
});

describe('the offline reason in other languages', () => {
  it('English word for word, Korean and Arabic from the offline catalog', async () => {
    await act(() => setLocale('en', { namespaces: [offline] }));
    expect(needsNetwork(false).title).toBe(OFFLINE_REASON);
    await act(() => setLocale('ko'));
    expect(needsNetwork(false).title).toBe('오프라인 상태입니다. 이 작업에는 서버 연결이 필요합니다.');
    await act(() => setLocale('ar'));
    expect(needsNetwork(false)).toEqual({ disabled: true, title: 'أنت غير متصل. يتطلب هذا اتصالًا بالخادم.', 'aria-describedby': 'offline-reason' });
  });

  it('a part that needs the server says why in Spanish while offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await act(() => setLocale('es', { namespaces: [offline] }));
    render(
      <NeedsNetwork>
        <button type="button">x</button>
      </NeedsNetwork>,
    );
    expect(screen.getByRole('group').getAttribute('title')).toBe('No tienes conexión. Esto necesita conectarse al servidor.');
    expect((screen.getByRole('group') as HTMLFieldSetElement).disabled).toBe(true);
  });
});
