import type { NoteTypeSummary } from '../../../../shared/schemas/notes';

// Which note types the card form edits with the image occlusion editor (docs/image-occlusion.md):
// the built-in one, and any note type with Anki's two fields of it (a copy, or one imported from
// Anki under its own name). Apart from the editor so the form can ask without loading it.

export const IO_FIELDS = { occlusion: 'Occlusion', image: 'Image', header: 'Header', backExtra: 'Back Extra', comments: 'Comments' } as const;

export function isImageOcclusionType(type: Pick<NoteTypeSummary, 'builtin' | 'fields'>): boolean {
  return type.builtin === 'image-occlusion' || (type.fields.includes(IO_FIELDS.occlusion) && type.fields.includes(IO_FIELDS.image));
}

/** The picture's address in an Image field: Anki's `<img src="…">`, the first one. */
export function imageSrcOf(html: string | undefined): string | null {
  const match = /<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(html ?? '');
  const src = match ? (match[1] ?? match[2] ?? match[3] ?? '') : '';
  return src.trim() || null;
}

/** The Image field for a picture the app stores. */
export function imageFieldHtml(url: string): string {
  return `<img src="${url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}">`;
}
