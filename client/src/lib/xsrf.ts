// Double-submit XSRF: the server sets a readable XSRF-TOKEN cookie; every mutating call echoes it.
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export function readCookie(name: string, cookieString: string = typeof document === 'undefined' ? '' : document.cookie): string | null {
  for (const part of cookieString.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function xsrfHeaders(): Record<string, string> {
  const token = readCookie(XSRF_COOKIE);
  return token ? { [XSRF_HEADER]: token } : {};
}
