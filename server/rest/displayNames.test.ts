import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MSG } from '../../shared/displayName.js';
import { SHARING_MSG } from '../../shared/messages.js';
import { FIXED_NOW, loginAgent, makeTestApp, testDialect } from '../test/harness.js';

// Issue 49 point 11 over HTTP, on SQLite and PostgreSQL: a display name cannot pass for the
// default 'Learner N', a role or another learner through fullwidth letters, case or a pile of
// combining marks; what is kept is the normalised name (shared/displayName.ts).

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function setup() {
  const { app, db } = await makeTestApp({ now: () => FIXED_NOW });
  apps.push(app);
  return { app, db };
}

describe(`display names (${testDialect})`, () => {
  it('refuses impersonations with a clear message and changes nothing', async () => {
    const { app, db } = await setup();
    const agent = await loginAgent(app);
    expect((await agent.request('PUT', '/api/account/preferences', { displayName: 'Ada' })).statusCode).toBe(200);
    const cases: [string, string][] = [
      ['Ｌearner 3', DISPLAY_NAME_MSG.defaultName],
      ['Learner 3', DISPLAY_NAME_MSG.defaultName],
      ['ADMIN', DISPLAY_NAME_MSG.reserved],
      ['ＡＤＭＩＮ', DISPLAY_NAME_MSG.reserved],
      ['Moderator', DISPLAY_NAME_MSG.reserved],
      ['cardcade', DISPLAY_NAME_MSG.reserved],
      [`Zoe${'\u0301'.repeat(38)}`, DISPLAY_NAME_MSG.marks],
      ['Ada\u202eevil', DISPLAY_NAME_MSG.control],
      ['Ada\u0000', DISPLAY_NAME_MSG.control],
    ];
    for (const [displayName, message] of cases) {
      const res = await agent.request('PUT', '/api/account/preferences', { displayName });
      expect(res.statusCode, displayName).toBe(400);
      expect(res.json().message, displayName).toBe(message);
    }
    const names = await db.selectFrom('users').select('display_name').where('display_name', 'is not', null).execute();
    expect(names).toEqual([{ display_name: 'Ada' }]);
  });

  it('keeps the normalised name, so a fullwidth copy of a name is that name, and taken', async () => {
    const { app, db } = await setup();
    const ada = await loginAgent(app);
    const res = await ada.request('PUT', '/api/account/preferences', { displayName: '  Ａｄａ   Lovelace ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().displayName).toBe('Ada Lovelace');
    const other = await loginAgent(app);
    const copy = await other.request('PUT', '/api/account/preferences', { displayName: 'ＡＤＡ LOVELACE' });
    expect(copy.statusCode).toBe(400);
    expect(copy.json().message).toBe(SHARING_MSG.displayNameTaken);
    const names = await db.selectFrom('users').select('display_name').where('display_name', 'is not', null).execute();
    expect(names).toEqual([{ display_name: 'Ada Lovelace' }]);
  });
});
