// A cookie-keeping HTTP client for the REST API, as a browser would use it: it keeps the cookies
// the server sets and sends the XSRF token back in its header.

export const BENCH_PASSWORD = 'correct horse battery';

export class Client {
  private cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  /** The cookie and XSRF headers of this client's session (for a fetch of its own, e.g. a streamed download). */
  headers(extra: Record<string, string> = {}) {
    return {
      cookie: this.cookieHeader(),
      'x-xsrf-token': this.cookies.get('XSRF-TOKEN') ?? '',
      ...extra,
    };
  }

  /** The cookies as a Cookie header: `name=value; name=value`. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  async json<T>(method: string, url: string, body?: unknown): Promise<T> {
    const res = await fetch(this.base + url, {
      method,
      headers: this.headers(body === undefined ? {} : { 'content-type': 'application/json' }),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.keep(res);
    if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  /** Any answer, 4xx included: status and parsed body. */
  async send(method: string, url: string, body?: unknown | FormData): Promise<{ status: number; body: { message?: string } & Record<string, unknown> }> {
    const isForm = body instanceof FormData;
    const res = await fetch(this.base + url, {
      method,
      headers: this.headers(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    this.keep(res);
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : {} };
  }

  async upload<T>(url: string, fields: Record<string, string>, fileField: string, fileName: string, bytes: Uint8Array): Promise<T> {
    const res = await fetch(this.base + url, { method: 'POST', headers: this.headers(), body: uploadForm(fields, fileField, fileName, bytes) });
    this.keep(res);
    if (!res.ok) throw new Error(`POST ${url} → ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }
}

/** A multipart form with text fields and one file, as the import forms send it. */
export function uploadForm(fields: Record<string, string>, fileField: string, fileName: string, bytes: Uint8Array): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(fileField, new Blob([Buffer.from(bytes)]), fileName);
  return form;
}
