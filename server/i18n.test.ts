import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_MSG, MAIL_MSG, MSG, OIDC_MSG } from '../shared/messages.js';
import { buildMessageIndex, messageSource } from '../shared/i18n/messageIndex.js';
import { messages as msgEn } from '../shared/locales/messages/en.js';
import { translate, translateMessage } from './i18n.js';
import { digestSummary, reminderMail, resetPasswordMail } from './mail/templates.js';
import { Agent, closeTestDb, loginAgent, makeTestApp } from './test/harness.js';
import { recipientOf, startMailServer } from './test/mailServer.js';

// The server in the user's language (docs/translating.md): shared/messages.ts stays the English
// source, its catalog translates what leaves; mails come in the account's language.

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

describe('messages.ts and its catalog', () => {
  it('every catalog entry is an entry of messages.ts whose English it renders word for word', () => {
    for (const id of Object.keys(msgEn)) {
      const source = messageSource(id);
      expect(source, id).toBeDefined();
      if (typeof source === 'string') expect(translate('en', id), id).toBe(source);
      else {
        const fn = source as (...args: unknown[]) => string;
        const args = Array.from({ length: fn.length }, (_, i) => `arg${i}`);
        expect(translate('en', id, Object.fromEntries(args.map((a, i) => [i, a]))), id).toBe(fn(...args));
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
