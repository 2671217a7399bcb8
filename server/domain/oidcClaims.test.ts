import { describe, expect, it } from 'vitest';
import { adminFromClaims, identityFromClaims, safeNextPath, type AdminClaimRule } from './oidcClaims.js';

describe('adminFromClaims', () => {
  const groups: AdminClaimRule = { claim: 'groups', value: 'admin' };
  const flag: AdminClaimRule = { claim: 'is_admin', value: null };
  const keycloak: AdminClaimRule = { claim: 'realm_access.roles', value: 'cardcade-admin' };
  it.each<[string, Record<string, unknown>, AdminClaimRule | null, boolean | null]>([
    ['no rule: roles stay the app\'s', { groups: ['admin'] }, null, null],
    ['a list holding the value', { groups: ['users', 'admin'] }, groups, true],
    ['a list without it', { groups: ['users', 'administrators'] }, groups, false],
    ['the claim equal to the value', { groups: 'admin' }, groups, true],
    ['the claim missing', {}, groups, false],
    ['a value inside a text is not a match', { groups: 'admins' }, groups, false],
    ['a boolean claim true', { is_admin: true }, flag, true],
    ['the text "true"', { is_admin: 'true' }, flag, true],
    ['false', { is_admin: false }, flag, false],
    ['a truthy non-boolean is not true', { is_admin: 1 }, flag, false],
    ['a dotted path', { realm_access: { roles: ['cardcade-admin'] } }, keycloak, true],
    ['a dotted path missing', { realm_access: {} }, keycloak, false],
    ['a dotted name as written wins', { 'realm_access.roles': ['cardcade-admin'] }, keycloak, true],
    ['no walking into prototypes', { groups: ['x'] }, { claim: 'constructor.name', value: 'Object' }, false],
  ])('%s', (_name, claims, rule, expected) => {
    expect(adminFromClaims(claims, rule)).toBe(expected);
  });
});

describe('identityFromClaims', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown> | null, ReturnType<typeof identityFromClaims>]>([
    ['verified address in the token', { sub: 'a', email: ' Ann@Example.org ', email_verified: true }, null, { subject: 'a', email: 'ann@example.org', emailVerified: true }],
    ['unverified', { sub: 'a', email: 'ann@example.org', email_verified: false }, null, { subject: 'a', email: 'ann@example.org', emailVerified: false }],
    ['"true" as text is not verified', { sub: 'a', email: 'ann@example.org', email_verified: 'true' }, null, { subject: 'a', email: 'ann@example.org', emailVerified: false }],
    ['no email_verified claim', { sub: 'a', email: 'ann@example.org' }, null, { subject: 'a', email: 'ann@example.org', emailVerified: false }],
    ['address only in userinfo', { sub: 'a' }, { sub: 'a', email: 'ann@example.org', email_verified: true }, { subject: 'a', email: 'ann@example.org', emailVerified: true }],
    ['userinfo wins with its own flag', { sub: 'a', email: 'x@example.org', email_verified: true }, { sub: 'a', email: 'ann@example.org' }, { subject: 'a', email: 'ann@example.org', emailVerified: false }],
    ['no address', { sub: 'a' }, { sub: 'a' }, { subject: 'a', email: null, emailVerified: false }],
    ['not an address', { sub: 'a', email: 'ann', email_verified: true }, null, { subject: 'a', email: null, emailVerified: false }],
  ])('%s', (_name, idToken, userinfo, expected) => {
    expect(identityFromClaims(idToken, userinfo)).toEqual(expected);
  });
});

describe('safeNextPath', () => {
  it.each<[string | undefined, string | null]>([
    ['/decks', '/decks'],
    ['/decks/3?tab=cards', '/decks/3?tab=cards'],
    [undefined, null],
    ['', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['/a\nb', null],
  ])('%s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});
