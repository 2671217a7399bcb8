// Static files: compressed (brotli, else gzip), hashed assets cached for a year, robots.txt as text.
import { describe, expect, it } from 'vitest';
import { baseURL } from './helpers';

async function get(path: string, acceptEncoding?: string) {
  // Node's fetch would decode the body; the headers are what we check.
  const res = await fetch(`${baseURL()}${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
  await res.arrayBuffer();
  return res;
}

describe('static files', () => {
  it('sends the precompressed main bundle with brotli or gzip, and long-lived caching', async () => {
    const html = await (await fetch(`${baseURL()}/`)).text();
    const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();

    const br = await get(script!, 'br, gzip');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);

    const gz = await get(script!, 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');

    const plain = await get(script!, 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('compresses the app shell for deep links too, never cached', async () => {
    const res = await get('/decks/12', 'br');
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves robots.txt as text/plain', async () => {
    const res = await fetch(`${baseURL()}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toContain('User-agent: *');
  });
});
