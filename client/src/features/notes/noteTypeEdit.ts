// The note type editor's state (docs/notes.md), kept apart from React so it is table-tested: each
// field and card template remembers where it was (`from`, its index in the saved note type; null
// for a new one). The server moves the notes' content and the cards by it, so a rename keeps
// content, a reorder moves it, and a removed template's cards go only after a confirmation.
import type { CardTemplate, NoteTypeSummary } from '../../../../shared/schemas/notes';

export interface FieldDraft {
  name: string;
  from: number | null;
}

export interface TemplateDraft extends CardTemplate {
  from: number | null;
}

export interface NoteTypeDraft {
  name: string;
  fields: FieldDraft[];
  templates: TemplateDraft[];
  css: string;
}

export function draftOf(type: Pick<NoteTypeSummary, 'name' | 'fields' | 'templates' | 'css'>): NoteTypeDraft {
  return {
    name: type.name,
    fields: type.fields.map((name, from) => ({ name, from })),
    templates: type.templates.map((template, from) => ({ ...template, from })),
    css: type.css,
  };
}

/** The list with item `index` moved by `by` (−1 up, +1 down); unchanged at either end. */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** A name not yet in `taken` (compared without case, as the server does): `base`, then `base 2`… */
export function freshName(base: string, taken: readonly string[]): string {
  const lower = new Set(taken.map((name) => name.toLowerCase()));
  if (!lower.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) if (!lower.has(`${base} ${n}`.toLowerCase())) return `${base} ${n}`;
}

/** What `noteTypes.update` is sent: only the parts that changed (a rename alone re-renders nothing). */
export function updateOf(saved: NoteTypeSummary, draft: NoteTypeDraft) {
  const fieldsChanged = draft.fields.length !== saved.fields.length || draft.fields.some((field, i) => field.from !== i || field.name !== saved.fields[i]);
  const templatesChanged =
    draft.templates.length !== saved.templates.length ||
    draft.templates.some((t, i) => {
      const was = saved.templates[i];
      return t.from !== i || !was || t.name !== was.name || t.front !== was.front || t.back !== was.back;
    });
  return {
    id: saved.id,
    ...(draft.name.trim() !== saved.name ? { name: draft.name.trim() } : {}),
    ...(fieldsChanged ? { fields: draft.fields.map(({ name, from }) => ({ name: name.trim(), from })) } : {}),
    ...(templatesChanged ? { templates: draft.templates.map(({ name, front, back, from }) => ({ name: name.trim(), front, back, from })) } : {}),
    ...(draft.css !== saved.css ? { css: draft.css } : {}),
  };
}

/** Whether the draft drops a saved template (its cards would go: ask noteTypes.impact first). */
export function removesTemplates(saved: NoteTypeSummary, draft: NoteTypeDraft): boolean {
  const kept = new Set(draft.templates.map((t) => t.from));
  return saved.templates.some((_, i) => !kept.has(i));
}

/** Anki's tag box: tags separated by spaces (or commas); duplicates go, `a::b` stays. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of text.split(/[\s,]+/)) {
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

/** The last note type a learner added with, per user on this device (Anki remembers it too). */
export const stickyNoteTypeKey = (userId: number | string | undefined) => `cardcade:note-type:${userId ?? 'anon'}`;

export function readStickyNoteType(userId: number | string | undefined): string | null {
  try {
    return globalThis.localStorage?.getItem(stickyNoteTypeKey(userId)) ?? null;
  } catch {
    return null;
  }
}

export function writeStickyNoteType(userId: number | string | undefined, key: string): void {
  try {
    globalThis.localStorage?.setItem(stickyNoteTypeKey(userId), key);
  } catch {
    // Private mode or a full store: the choice is only not remembered.
  }
}

/**
 * The key a note type is chosen by in the add form: a built-in's own name ('basic', 'cloze', …),
 * the same for every user and before the list has loaded; one's own type by its id.
 */
export const choiceKey = (type: Pick<NoteTypeSummary, 'id' | 'builtin'>) => type.builtin ?? `id:${type.id}`;

/** Whether the card list shows `tags` under the chosen filter (a parent tag matches its children). */
export { tagMatches } from '../../../../shared/noteTypes';
