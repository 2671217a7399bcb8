import { describe, expect, it } from 'vitest';
import { i18n, setLocale } from '../../i18n';
import { namespace as adminPanel } from '../../locales/adminPanel';
import type { AdminT } from './adminTexts';
import { expiryText, lastActive } from './format';
import { registrationSourceNote } from './roles';

// The admin page's lines in the reader's language (docs/translating.md): plurals by the
// language's rules, dates through Intl in its locale.

const t: AdminT = (id, values) => i18n._(id, values);
const now = new Date('2026-03-10T12:00:00Z');

describe('admin lines in other languages', () => {
  it('Spanish and Arabic expiry and activity lines', async () => {
    await setLocale('es', { namespaces: [adminPanel] });
    expect(expiryText('2026-03-11T12:00:00Z', now, 'UTC', t, 'es')).toBe('Caduca en 1 día');
    expect(expiryText('2026-03-01T12:00:00Z', now, 'UTC', t, 'es')).toBe('Caducó el 1 mar 2026');
    expect(lastActive('2026-03-09T12:00:00Z', now, 'UTC', t, 'es')).toBe('Ayer');
    await setLocale('ar', { namespaces: [adminPanel] });
    expect(expiryText('2026-03-12T12:00:00Z', now, 'UTC', t, 'ar')).toBe('تنتهي خلال يومين');
    await setLocale('en');
  });

  it('Korean registration note names the mode in Korean', async () => {
    await setLocale('ko', { namespaces: [adminPanel] });
    expect(registrationSourceNote({ registration: 'open', source: 'admin', environment: 'invite', updatedAt: null }, 'UTC', t, 'ko')).toBe(
      '이 페이지에서 선택했습니다. 서버의 REGISTRATION 설정(초대 전용)을 대신합니다.',
    );
    await setLocale('en');
  });
});
