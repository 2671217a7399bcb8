import { readCookie, XSRF_COOKIE, XSRF_HEADER } from '../../lib/xsrf';

// Multipart uploads go through XMLHttpRequest: fetch cannot report upload progress. Pasted
// text goes up as JSON to its REST route (postJson): the server reads it in the import worker.

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** 0..1 while the bytes go up; the caller shows "processing" once it reaches 1. */
export type ProgressHandler = (fraction: number) => void;

/** The server's `message`, else its `errors[].msg` joined (docs/product.md: errors); '' when there is neither. */
export function messageOfBody(text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: { msg?: unknown }[] };
    if (typeof body.message === 'string' && body.message) return body.message;
    if (Array.isArray(body.errors)) return body.errors.map((error) => String(error.msg ?? '')).filter(Boolean).join(', ');
  } catch {
    // Not JSON (a proxy's HTML error page): no server message to show.
  }
  return '';
}

export function postMultipart<T>(url: string, form: FormData, onProgress?: ProgressHandler): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    const token = readCookie(XSRF_COOKIE);
    if (token) xhr.setRequestHeader(XSRF_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as T);
        } catch {
          reject(new UploadError('', xhr.status));
        }
        return;
      }
      reject(new UploadError(messageOfBody(xhr.responseText), xhr.status));
    };
    xhr.onerror = () => reject(new UploadError('', 0));
    xhr.send(form);
  });
}

/** A JSON body to a REST route, failing like postMultipart (UploadError with the server's message). */
export async function postJson<T>(url: string, body: unknown): Promise<T> {
  const token = readCookie(XSRF_COOKIE);
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', ...(token ? { [XSRF_HEADER]: token } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    throw new UploadError('', 0);
  }
  const text = await res.text();
  if (!res.ok) throw new UploadError(messageOfBody(text), res.status);
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new UploadError('', res.status);
  }
}
