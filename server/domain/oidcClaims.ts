// What the app reads from a provider's claims (docs/sign-in.md): pure functions, table-tested beside.

export interface AdminClaimRule {
  claim: string;
  /** Null: the claim itself must be true (boolean true or the text "true"). */
  value: string | null;
}

export interface ProviderIdentity {
  subject: string;
  /** Lower-cased and trimmed like every address in the app; null when the provider gave none. */
  email: string | null;
  /** Only a literal `true` counts: providers send false, "false", or nothing for an unchecked address. */
  emailVerified: boolean;
}

type Claims = Record<string, unknown>;

/**
 * Whether the claims make this person an admin, or null when no rule is set (roles stay the app's).
 * `claim`: the claim is true. `claim=value`: the claim equals value, or is a list holding it
 * (Authentik, Authelia and Keycloak send `groups` as a list of names). A claim name with dots is
 * looked up as written first, then as a path (`realm_access.roles` in Keycloak).
 */
export function adminFromClaims(claims: Claims, rule: AdminClaimRule | null): boolean | null {
  if (!rule) return null;
  const found = claimValue(claims, rule.claim);
  if (rule.value === null) return found === true || found === 'true';
  if (Array.isArray(found)) return found.some((item) => item === rule.value);
  return typeof found === 'string' && found === rule.value;
}

function claimValue(claims: Claims, name: string): unknown {
  if (Object.hasOwn(claims, name)) return claims[name];
  let current: unknown = claims;
  for (const part of name.split('.')) {
    if (current === null || typeof current !== 'object' || Array.isArray(current) || !Object.hasOwn(current, part)) return undefined;
    current = (current as Claims)[part];
  }
  return current;
}

/**
 * The person from the ID token's claims and, when asked, the userinfo answer (some providers, such
 * as Authelia, put the address only there). Userinfo's subject was checked against the token's.
 */
export function identityFromClaims(idToken: Claims, userinfo: Claims | null): ProviderIdentity {
  const subject = String(idToken.sub);
  const source = typeof userinfo?.email === 'string' ? userinfo : idToken;
  const raw = typeof source.email === 'string' ? source.email.trim().toLowerCase() : '';
  // An address the app could not store or send to counts as none.
  const email = raw.length > 0 && raw.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(raw) ? raw : null;
  return { subject, email, emailVerified: email !== null && source.email_verified === true };
}

/** Where to land after signing in: a path of this site only (`/decks`), never `//elsewhere` or a URL. */
export function safeNextPath(next: string | undefined | null): string | null {
  if (!next || next.length > 2000 || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  return next;
}
