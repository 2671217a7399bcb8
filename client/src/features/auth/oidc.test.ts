import { describe, expect, it } from 'vitest';
import { OIDC_ERRORS } from '../../../../shared/messages';
import { oidcErrorText, oidcStartHref } from './oidc';

describe('oidcStartHref', () => {
  it('carries the browser zone, an invite code and the page to land on', () => {
    const url = new URL(oidcStartHref({ invite: 'ABC DEF', next: '/decks?x=1' }), 'http://app.test');
    expect(url.pathname).toBe('/api/auth/oidc/start');
    expect(url.searchParams.get('invite')).toBe('ABC DEF');
    expect(url.searchParams.get('next')).toBe('/decks?x=1');
    expect(url.searchParams.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('leaves out what is not given', () => {
    const url = new URL(oidcStartHref(), 'http://app.test');
    expect(url.searchParams.has('invite')).toBe(false);
    expect(url.searchParams.has('next')).toBe(false);
  });
});

describe('oidcErrorText', () => {
  it.each<[string, string | null]>([
    ['?oidcError=unverifiedEmail', OIDC_ERRORS.unverifiedEmail('Authentik')],
    ['?oidcError=registrationClosed', OIDC_ERRORS.registrationClosed()],
    ['?next=/decks&oidcError=stateMismatch', OIDC_ERRORS.stateMismatch()],
    ['', null],
    ['?oidcError=', null],
    // Only the app's own codes: a crafted link cannot put its text on the page.
    ['?oidcError=constructor', null],
    ['?oidcError=%3Cscript%3E', null],
  ])('%s', (search, expected) => {
    expect(oidcErrorText(search, 'Authentik')).toBe(expected);
  });
});
