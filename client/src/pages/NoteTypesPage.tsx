import { NoteTypeEditor } from '../features/notes/NoteTypeEditor';
import { NoteTypeList } from '../features/notes/NoteTypeList';

// Note types (docs/notes.md): /note-types lists them, /note-types/:id edits one.
export default function NoteTypesPage({ id }: { id?: string }) {
  return id === undefined ? <NoteTypeList /> : <NoteTypeEditor id={Number(id)} />;
}
