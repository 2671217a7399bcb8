// The AnkiConnect wire protocol (docs/api.md), as Anki's AnkiConnect add-on speaks it: a JSON
// body {action, version, key?, params?}; the answer {result, error} from version 5 on (version 4
// and older answer the bare result; an error is {result: null, error} either way); an empty body
// answers "AnkiConnect v.6"; a body that is not JSON answers null. Always HTTP 200. Pure: the
// actions themselves are in actions.ts, the authentication in handler.ts.
import type { ZodError } from 'zod';

export const ANKICONNECT_VERSION = 6;
/** AnkiConnect's answer to a request without a body. */
export const EMPTY_BODY_ANSWER = `AnkiConnect v.${ANKICONNECT_VERSION}`;
/** A client that sends no version speaks version 4 (AnkiConnect's default). */
export const DEFAULT_REQUEST_VERSION = 4;
/** At most this many actions in one `multi` (each may itself add many notes). */
export const MULTI_MAX_ACTIONS = 1000;

/** AnkiConnect's own error texts, which clients match on. */
export const ANKI_ERRORS = {
  badKey: 'valid api key must be provided',
  unsupported: 'unsupported action',
  deleteDecksCardsToo: "Since Anki 2.1.28 it's not possible to delete decks without deleting cards as well",
  mediaSource: 'You must provide a "data", "path", or "url" field.',
} as const;

/** An error whose message goes to the client as AnkiConnect's `error`. */
export class AnkiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AnkiError';
  }
}

export interface AnkiRequest {
  action: string;
  version: number;
  key: string | undefined;
  params: Record<string, unknown>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The envelope of one request (or one action of a `multi`); null when it is not an object. */
export function readEnvelope(value: unknown): AnkiRequest | null {
  if (!isRecord(value)) return null;
  const version = typeof value.version === 'number' && Number.isFinite(value.version) ? value.version : DEFAULT_REQUEST_VERSION;
  return {
    action: typeof value.action === 'string' ? value.action : '',
    version,
    key: typeof value.key === 'string' ? value.key : undefined,
    params: isRecord(value.params) ? value.params : {},
  };
}

export function successReply(version: number, result: unknown): unknown {
  return version <= 4 ? (result ?? null) : { result: result ?? null, error: null };
}

export function errorReply(message: string): { result: null; error: string } {
  return { result: null, error: message };
}

/**
 * A parameter problem in the words Python would use for a missing argument (what AnkiConnect
 * answers), else the field and what is wrong with it.
 */
export function paramsErrorMessage(action: string, error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return `${action}: invalid parameters`;
  const field = issue.path.map(String).join('.');
  if (issue.code === 'invalid_type' && issue.path.length === 1 && /received undefined/.test(issue.message)) {
    return `${action}() missing 1 required positional argument: '${field}'`;
  }
  return field ? `${action}: "${field}" ${issue.message}` : `${action}: ${issue.message}`;
}

/** Anki's stripIllegal and its limits: the name a file is stored under, or null when nothing is left. */
export function cleanMediaFilename(name: string): string | null {
  // The last part of a path, as Anki takes a name's basename: no folder is ever named.
  let clean = (name.split(/[\\/]/).pop() ?? '').normalize('NFC').replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '').trim();
  // Anki keeps names within 120 bytes; cut by code points so no character is split.
  while (Buffer.byteLength(clean) > 120) clean = [...clean].slice(0, -1).join('');
  if (!clean || clean === '.' || clean === '..' || clean.startsWith('.')) return null;
  return clean;
}

/** getMediaFilesNames' glob (`*`, `?`, `[abc]`) as an anchored regular expression. */
export function globToRegExp(pattern: string): RegExp {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '*') out += '.*';
    else if (c === '?') out += '.';
    else if (c === '[') {
      const end = pattern.indexOf(']', i + 2);
      if (end === -1) out += '\\[';
      else {
        const body = pattern.slice(i + 1, end).replace(/\\/g, '\\\\');
        out += body.startsWith('!') ? `[^${body.slice(1)}]` : `[${body}]`;
        i = end;
      }
    } else out += c.replace(/[.+^${}()|\\\]]/g, '\\$&');
  }
  return new RegExp(`^${out}$`, 's');
}

/** Strict base64 (what Python's b64decode takes without complaint), or null. */
export function decodeBase64(data: string): Buffer | null {
  const compact = data.replace(/\s+/g, '');
  if (compact.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) return null;
  return Buffer.from(compact, 'base64');
}

/**
 * The plain runs of a search value (outside a glob's `*`, `?` and `[…]`) that any matching note's
 * text must contain, for the database to narrow by. ASCII runs only: SQLite's lower() leaves other
 * letters as they are, where the check in code folds them.
 */
export function literalPieces(value: string): string[] {
  return value
    .split(/\*|\?|\[[^\]]*\]/)
    .filter((piece) => piece.length >= 2 && /^[\x20-\x7e]+$/.test(piece));
}
