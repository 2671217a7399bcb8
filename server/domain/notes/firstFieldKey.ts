// Anki's duplicate check compares a note's first field with the same note type's others, as
// plain text. The key is a short hash of that text: stored on each note (migration 0029) and
// indexed, so adding a note reads only the few notes that share it (docs/api.md).
import { createHash } from 'node:crypto';

/** The first field as the duplicate check compares it: tags gone, non-breaking spaces as spaces, trimmed. */
export const firstFieldPlain = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();

/** The stored key of a first field (equal plain texts give equal keys). */
export const firstFieldKey = (html: string) => createHash('sha1').update(firstFieldPlain(html)).digest('base64url').slice(0, 16);
