import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_MSG, MAIL_MSG, MSG, OIDC_MSG } from '../shared/messages.js';
import { buildMessageIndex, messageIds, messageSource } from '../shared/i18n/messageIndex.js';
import { messages as msgEn } from '../shared/locales/messages/en.js';
import { translate, translateMessage } from './i18n.js';
import { digestSummary, reminderMail, resetPasswordMail } from './mail/templates.js';
import { testConfig } from './config.js';
import { warmImportWorkers } from './imports/service.js';
import { runReminders } from './services/reminders.js';
import { Agent, closeTestDb, loginAgent, makeDeck, makeTestApp, makeTestDb, makeUser } from './test/harness.js';
import { apkgWithBigImage } from './test/hostileFiles.js';
import { recipientOf, startMailServer } from './test/mailServer.js';
import { decryptPush, startPushServer } from './test/pushServer.js';

// The server in the user's language (docs/translating.md): shared/messages.ts stays the English
// source, its catalog translates what leaves; mails come in the account's language.

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

/** Arguments to render a function of messages.ts with: counts, names, both values of a flag, a left-out option. */
function sampleArgs(fn: (...args: unknown[]) => string): unknown[][] {
  const marks = Array.from({ length: fn.length }, (_, i) => `\uE000${i}\uE001`);
  const render = (args: unknown[]) => {
    try {
      return fn(...args);
    } catch {
      return null;
    }
  };
  const choices = marks.map((_, i) => {
    const withValue = (v: unknown) => render(marks.map((m, j) => (j === i ? v : m)));
    const [yes, no] = [withValue(true), withValue(false)];
    // A flag: true and false choose different words, and neither shows as itself.
    if (yes !== null && no !== null && yes !== no && !yes.includes('true')) return [true, false];
    // A name: the function treats it as text.
    if (withValue(1) === null) return ['Acme', 'Ana “B”'];
    // A count; 0 only where it shows as a number (not where an empty value drops a part).
    const counts = [0, 1, 2, 3, 5, 11, 100, 1234].filter((n) => n !== 0 || withValue(0)!.includes('0'));
    // An optional argument: left out, it words the text differently ("(150,000 found)" or nothing).
    const left = withValue(undefined);
    return left !== null && !left.includes('undefined') ? [...counts, undefined] : counts;
  });
  return choices.reduce<unknown[][]>((combos, options) => combos.flatMap((c) => options.map((o) => [...c, o])), [[]]);
}
const valuesOf = (args: unknown[]) => Object.fromEntries(args.map((a, i) => [i, typeof a === 'number' ? a : String(a)]));

describe('messages.ts and its catalog', () => {
  it('holds every entry of messages.ts and of the groups the server adds, and nothing else', () => {
    expect(Object.keys(msgEn).sort()).toEqual(messageIds().sort());
  });

  it.each(messageIds())('%s: English word for word, found again by its text, and translated', (id) => {
    const source = messageSource(id)!;
    const index = buildMessageIndex(Object.keys(msgEn));
    const cases: { text: string; values: Record<string, string | number> }[] =
      typeof source === 'string'
        ? [{ text: source, values: {} }]
        : sampleArgs(source as (...args: unknown[]) => string).map((args) => ({ text: (source as (...a: unknown[]) => string)(...args), values: valuesOf(args) }));
    // An argument the text shows as given is the message's own {0}; one it derives a figure from
    // (a limit in millions) is found again from the text, below.
    const millions = (() => {
      try {
        return typeof source === 'function' && (source as (...a: unknown[]) => string)(...Array.from({ length: source.length }, () => 1_000_000)).includes(' 1 million');
      } catch {
        return false;
      }
    })();
    for (const { text, values } of cases) {
      if (!millions) expect(translate('en', id, values), `${id} ${JSON.stringify(values)}`).toBe(text);
      // The server gets only the text: it must find an entry that words it the same.
      const found = index.match(text);
      expect(found, text).not.toBeNull();
      expect(translate('en', found!.id, found!.values), text).toBe(text);
      for (const locale of ['es', 'ko', 'ar'] as const) {
        const translated = translateMessage(text, locale);
        expect(translated, `${locale}: ${text}`).not.toBe('');
        expect(translated, `${locale}: ${text}`).not.toMatch(/\{\d+(,[^}]*)?\}|\uE000/);
        if (/[A-Za-z]{4}/.test(text.replace(/Cardcade|Anki|Quizlet|XSRF|PNG|JPEG|GIF|WebP|MP3|OGG|WAV|M4A|HH:MM|API|Image|Authorization|Bearer|token|Support older Anki versions|read|write|email|Learner|ANKICONNECT\w*|multi|data|apkg|colpkg|npx cardcade users reset-link/g, ''))) {
          expect(translated, `${locale}: ${text}`).not.toBe(text);
        }
      }
    }
  });

  it('finds an entry by its English text, with a function’s arguments', () => {
    const index = buildMessageIndex(Object.keys(msgEn));
    expect(index.match(MSG.loginFailed)).toEqual({ id: 'MSG.loginFailed', values: {} });
    expect(index.match(OIDC_MSG.signIn('Acme SSO'))).toEqual({ id: 'OIDC_MSG.signIn', values: { 0: 'Acme SSO' } });
    expect(index.match('Some other text.')).toBeNull();
  });

  it.each([
    ['es', MSG.loginFailed, 'No se pudo iniciar sesión. Revisa tus datos de acceso.'],
    ['ko', ADMIN_MSG.inviteExpired, '만료된 초대 코드입니다.'],
    ['ar', MAIL_MSG.emailChangeSent('ana@example.com'), 'أرسلنا رابطًا إلى ana@example.com. يتغيّر عنوانك عند فتحه.'],
    ['en', MSG.loginFailed, MSG.loginFailed],
    ['es', 'Not a catalog text.', 'Not a catalog text.'],
  ] as const)('%s: %s', (locale, english, expected) => {
    expect(translateMessage(english, locale)).toBe(expected);
  });
});

describe('errors in the request’s language', () => {
  it('REST and tRPC answer in the Accept-Language; English without one, word for word', async () => {
    const { app } = await makeTestApp();
    apps.push(app);
    await loginAgent(app, 'taken@example.com');
    const agent = new Agent(app);
    const es = await agent.request('POST', '/api/auth/signup', { email: 'taken@example.com', password: 'long enough pw' }, { headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    expect(es.statusCode).toBe(409);
    expect(es.json().message).toBe('Ya existe una cuenta con este correo.');
    const ko = await agent.request('POST', '/api/trpc/auth.signup', { email: 'taken@example.com', password: 'long enough pw' }, { headers: { 'accept-language': 'ko' } });
    expect(ko.json().error.message).toBe('이 이메일을 사용하는 계정이 이미 있습니다.');
    const en = await agent.request('POST', '/api/auth/signup', { email: 'taken@example.com', password: 'long enough pw' });
    expect(en.json().message).toBe(MSG.emailTaken);
  });

  it('a zod field error is translated too (errors[].msg)', async () => {
    const { app } = await makeTestApp();
    apps.push(app);
    const agent = new Agent(app);
    const res = await agent.request('POST', '/api/auth/signup', { email: 'not an address', password: 'long enough pw' }, { headers: { 'accept-language': 'ar' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('يُرجى إدخال عنوان بريد إلكتروني صالح.');
    expect(res.json().errors[0].msg).toBe('يُرجى إدخال عنوان بريد إلكتروني صالح.');
  });
});

describe('every message of the server in the reader’s language', () => {
  it('not found, bad JSON and zod’s own texts over REST and tRPC, in Spanish and Arabic; English stays', async () => {
    const { app } = await makeTestApp();
    apps.push(app);
    const agent = await loginAgent(app);
    const es = { headers: { 'accept-language': 'es-ES,es;q=0.9' } };
    const ar = { headers: { 'accept-language': 'ar' } };
    const rest = await agent.request('GET', '/api/decks/999999', undefined, es);
    expect(rest.statusCode).toBe(404);
    expect(rest.json().message).toBe('No se encontró el mazo.');
    const trpc = await agent.request('GET', `/api/trpc/decks.get?input=${encodeURIComponent(JSON.stringify({ deckId: 999999 }))}`, undefined, ar);
    expect(trpc.json().error.message).toBe('لم يُعثر على المجموعة.');
    const cards = await agent.request('POST', '/api/trpc/browse.act', { action: 'suspend', cardIds: [] }, ar);
    expect(cards.statusCode).toBe(400);
    expect(cards.json().error.message).toBe('اختر بطاقة واحدة على الأقل.');
    // A field no schema words: zod's own text, in the reader's language.
    const zodText = await agent.request('POST', '/api/trpc/account.setLocale', { locale: 42 }, es);
    expect(zodText.statusCode).toBe(400);
    expect(zodText.json().error.message).toBe('Opción inválida: se esperaba una de "en"|"es"|"ko"|"ar"');
    expect(zodText.json().error.data.errors[0].msg).toBe(zodText.json().error.message);
    const english = await agent.request('POST', '/api/trpc/account.setLocale', { locale: 42 });
    expect(english.json().error.message).toBe('Invalid option: expected one of "en"|"es"|"ko"|"ar"');
    const badJson = await agent.request('POST', '/api/decks', '{"name":', { contentType: 'application/json', ...es });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toBe('Solicitud no válida.');
    const noRoute = await agent.request('GET', '/api/no-such-thing', undefined, ar);
    expect(noRoute.statusCode).toBe(404);
    expect(noRoute.json().message).toBe('غير موجود.');
  });
});

describe('an import’s preview and result in the reader’s language', { timeout: 120_000 }, () => {
  it('a media warning, why a file is left out, and the summary lines come in Korean', async () => {
    await warmImportWorkers(testConfig());
    const { app } = await makeTestApp();
    apps.push(app);
    const agent = await loginAgent(app);
    const ko = { 'accept-language': 'ko-KR,ko;q=0.9' };
    const boundary = '----i18nboundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="importMode"\r\n\r\nsingle_deck\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="ankiFile"; filename="pictures.apkg"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      Buffer.from(apkgWithBigImage(6 * 1024 * 1024)),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const preview = await agent.request('POST', '/api/import/anki/preview', payload, { headers: { ...ko, 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(preview.statusCode).toBe(200);
    const media = preview.json().media;
    expect(media.issues).toContain('한도(그림 5MB, 소리 25MB)를 넘는 미디어 파일 1개는 제외됩니다. 해당 카드는 그 파일 없이 가져옵니다.');
    expect(media.skippedFiles[0].reason).toBe('5MB보다 큰 그림');
    expect(media.message).toBe('미디어: 카드 1장에 그림 1개, 소리 0개.');
    expect(preview.json().message).toBe('Anki 패키지를 읽었습니다: 덱 1개에서 카드 2장.');
    const confirm = await agent.request('POST', '/api/import/anki/confirm', { temporaryImportId: preview.json().temporaryImportId }, { headers: ko });
    expect(confirm.json()).toMatchObject({ success: true, message: '가져오기 완료: 덱 1개에 카드 2장.' });
  });

  it('a refused file says why in Spanish, and nothing is kept', async () => {
    await warmImportWorkers(testConfig());
    const { app, db } = await makeTestApp();
    apps.push(app);
    const agent = await loginAgent(app);
    const boundary = '----i18nboundary';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="importMode"\r\n\r\ncollection\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="ankiFile"; filename="deck.apkg"\r\nContent-Type: application/octet-stream\r\n\r\nthis is no zip\r\n--${boundary}--\r\n`,
    );
    const refused = await agent.request('POST', '/api/import/anki/preview', payload, { headers: { 'accept-language': 'es', 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('El archivo no es un paquete de Anki: no es un archivo zip.');
    expect(await db.selectFrom('import_cache').select('id').execute()).toEqual([]);
  });
});

describe('a reminder’s push notification in the account’s language', { timeout: 120_000 }, () => {
  it('Arabic for an account that chose it, decrypted as the browser would (a local push service)', async () => {
    const pushServer = await startPushServer();
    const db = await makeTestDb();
    try {
      const user = await makeUser(db, { email: 'ar-reader@example.com' });
      await db.updateTable('users').set({ locale: 'ar' }).where('id', '=', user.id).execute();
      const deck = await makeDeck(db, user.id, { cards: 2 });
      await db.insertInto('reminder_settings').values({ user_id: user.id, enabled: 1, time: '18:00', weekdays: '1234567', email: 0, push: 1, updated_at: 0 }).execute();
      const phone = pushServer.subscription('/ar-phone');
      await db.insertInto('push_subscriptions').values({ user_id: user.id, endpoint: phone.endpoint, p256dh: phone.keys.p256dh, auth: phone.keys.auth, user_agent: null, created_at: 0 }).execute();
      const result = await runReminders({ db, config: testConfig({ pushEndpointHosts: [pushServer.origin] }) }, new Date('2025-03-10T18:05:00Z'));
      expect(result).toMatchObject({ pushed: 1, failures: 0 });
      const push = await pushServer.waitFor((r) => r.path === '/ar-phone');
      expect(decryptPush(phone, push.body)).toEqual({ title: 'Cardcade', body: 'بطاقتان جديدتان.', url: `/decks/${deck.id}` });
    } finally {
      await closeTestDb(db);
      await pushServer.stop();
    }
  });
});

describe('the chosen language on the account', () => {
  it('is saved through account.setLocale, answered by auth.me and the profile, and can be cleared', async () => {
    const { app } = await makeTestApp();
    apps.push(app);
    const agent = await loginAgent(app);
    const before = (await agent.request('GET', '/api/trpc/auth.me')).json().result.data;
    expect(before.user.locale).toBeUndefined();
    const set = await agent.request('POST', '/api/trpc/account.setLocale', { locale: 'ko' });
    expect(set.json().result.data.locale).toBe('ko');
    expect((await agent.request('GET', '/api/trpc/auth.me')).json().result.data.user.locale).toBe('ko');
    const bad = await agent.request('POST', '/api/trpc/account.setLocale', { locale: 'xx' });
    expect(bad.statusCode).toBe(400);
    await agent.request('POST', '/api/trpc/account.setLocale', { locale: null });
    expect((await agent.request('GET', '/api/trpc/account.profile')).json().result.data.locale).toBeNull();
  });
});

describe('mails in the reader’s language', () => {
  it('a reset link goes out in the account’s language, else the request’s (a real SMTP server)', { timeout: 60_000 }, async () => {
    const mailServer = await startMailServer();
    const { app, db } = await makeTestApp({ config: { smtp: mailServer.smtp, publicUrl: 'https://cards.example.org' } });
    try {
      const korean = await loginAgent(app, 'ko-reader@example.com');
      await korean.request('POST', '/api/trpc/account.setLocale', { locale: 'ko' });
      await loginAgent(app, 'no-choice@example.com');
      const stranger = new Agent(app);
      const headers = { 'accept-language': 'es-MX,es;q=0.9' };
      await stranger.request('POST', '/api/auth/forgot-password', { email: 'ko-reader@example.com' }, { headers });
      await stranger.request('POST', '/api/auth/forgot-password', { email: 'no-choice@example.com' }, { headers });
      const ko = await mailServer.waitFor((m) => recipientOf(m) === 'ko-reader@example.com');
      expect(ko.parsed.subject).toBe('Cardcade 비밀번호 재설정');
      expect(ko.parsed.html).toContain('<html lang="ko">');
      const es = await mailServer.waitFor((m) => recipientOf(m) === 'no-choice@example.com');
      expect(es.parsed.subject).toBe('Restablece tu contraseña de Cardcade');
      expect(es.parsed.text).toContain('El enlace funciona una sola vez, durante una hora.');
    } finally {
      await app.close();
      await closeTestDb(db);
      await mailServer.stop();
    }
  });

  it('English stays the wording it was; Korean and Arabic are translated, Arabic right to left', () => {
    const en = resetPasswordMail('https://x.test/r?t=1');
    expect(en.subject).toBe('Reset your Cardcade password');
    expect(en.html).toContain('<html lang="en">');
    const ko = resetPasswordMail('https://x.test/r?t=1', 'ko');
    expect(ko.subject).toBe('Cardcade 비밀번호 재설정');
    expect(ko.text).toContain('링크는 한 번, 1시간 동안만 사용할 수 있습니다.');
    const ar = reminderMail({ reviewsDue: 3, newCardsLeft: 1, streakAtRisk: 2, nextExam: null }, { study: 's', settings: 'p', unsubscribe: 'u' }, 'ar');
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.subject).toBe('Cardcade: 3 مراجعات مستحقة وبطاقة جديدة واحدة. حافظ على سلسلة أيامك المتتالية (2)!');
  });

  it.each([
    [{ reviewsDue: 1, newCardsLeft: 0, streakAtRisk: 0, nextExam: null }, '1 review due.'],
    [{ reviewsDue: 3, newCardsLeft: 2, streakAtRisk: 4, nextExam: null }, '3 reviews due and 2 new cards. Keep your 4-day streak!'],
    [{ reviewsDue: 0, newCardsLeft: 0, streakAtRisk: 0, nextExam: null }, 'Time to study.'],
  ])('the English summary keeps its plurals: %j', (digest, text) => {
    expect(digestSummary(digest)).toBe(text);
    expect(digestSummary(digest, 'es')).not.toBe(text);
  });
});
