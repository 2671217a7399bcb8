import { describe, expect, it, vi } from 'vitest';
import { memoryStore, studyStorage } from '../study/storage';
import type { QueuedSession } from '../study/types';
import { setupI18n } from '@lingui/core';
import { messages as shellAr } from '../../locales/shell/ar';
import { messages as shellEn } from '../../locales/shell/en';
import { readyToLogOut, unsentAnswersWarning } from './mutations';

// Logout clears this browser's storage (issue #31), the sync queue with it: queued answers are
// sent first, and answers that cannot go are named before they are lost.

const entry = (sessionId: string, userId: number): QueuedSession => ({ sessionId, userId, deckId: 1, results: [{ cardId: 1, isCorrect: true, gameType: 'matching' }] });

function queueOf(...entries: QueuedSession[]) {
  const storage = studyStorage(memoryStore());
  storage.setQueue(entries);
  return storage;
}

describe('readyToLogOut', () => {
  it('sends the user’s queued sessions first, then goes on without asking', async () => {
    const storage = queueOf(entry('a', 7), entry('b', 7), entry('other', 8));
    const send = vi.fn(async () => undefined);
    const confirmLoss = vi.fn(() => false);
    expect(await readyToLogOut(storage, 7, { online: true, send, confirmLoss })).toBe(true);
    expect(send).toHaveBeenCalledTimes(2);
    expect(confirmLoss).not.toHaveBeenCalled();
    expect(storage.getQueue().map((q) => q.sessionId)).toEqual(['other']);
  });

  it('offline or failing, names what would be lost; cancel keeps the login and the queue', async () => {
    const storage = queueOf(entry('a', 7), entry('b', 7));
    const send = vi.fn(async () => undefined);
    const asked: string[] = [];
    expect(await readyToLogOut(storage, 7, { online: false, send, confirmLoss: (m) => (asked.push(m), false) })).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(asked).toEqual([unsentAnswersWarning(2)]);
    expect(storage.getQueue()).toHaveLength(2);

    const failing = vi.fn(async () => {
      throw new Error('500');
    });
    expect(await readyToLogOut(storage, 7, { online: true, send: failing, confirmLoss: () => true })).toBe(true);
    expect(unsentAnswersWarning(1)).toBe('One study session from this device could not be sent yet. If you log out now, it is lost. Log out anyway?');
  });

  it('with nothing queued, logs out at once', async () => {
    const confirmLoss = vi.fn(() => false);
    expect(await readyToLogOut(queueOf(entry('x', 8)), 7, { online: true, send: vi.fn(), confirmLoss })).toBe(true);
    expect(confirmLoss).not.toHaveBeenCalled();
  });
});

// The browser asks in the page's language (shell.logout.unsent); its English is the words above.
describe('the unsent-answers question in every language', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: shellEn, ar: { ...shellEn, ...shellAr } } });
  it('says in English exactly what unsentAnswersWarning says, and another language when the page has one', async () => {
    for (const n of [1, 2, 5]) expect(i18n._('shell.logout.unsent', { n })).toBe(unsentAnswersWarning(n));
    i18n.activate('ar');
    const asked: string[] = [];
    const storage = queueOf(entry('a', 7), entry('b', 7));
    const warning = (n: number) => i18n._('shell.logout.unsent', { n });
    await readyToLogOut(storage, 7, { online: false, send: vi.fn(), confirmLoss: (m) => (asked.push(m), false), warning });
    expect(asked).toEqual(['لم يُتح بعد إرسال جلستي دراسة من هذا الجهاز. إذا سجّلت الخروج الآن فستضيعان. هل تريد تسجيل الخروج على أي حال؟']);
  });
});
