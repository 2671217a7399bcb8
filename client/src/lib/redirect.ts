/**
 * Where to go after login: the page the guard remembered (`?next=`), else the default route.
 * Only same-site paths are followed, so a crafted link cannot send a user elsewhere.
 */
export function safeNext(search: string, fallback: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}

export function loginPathFor(location: string, search: string): string {
  const target = location + (search ? `?${search}` : '');
  return `/login?next=${encodeURIComponent(target)}`;
}
