import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import type { Note, NoteTypeSummary } from '../../../../shared/schemas/notes';
import { FormError } from '../../components/ui/FormError';
import { errorMessage } from '../../lib/trpc';
import type { SideValue } from '../cards/cardSides';
import { useT } from '../../i18n';
import { namespace as notesNs } from '../../locales/notes';
import { TagsInput } from './TagsInput';
import { fieldHtml, useNoteSave } from './useNoteSave';
import editorStyles from '../cards/RichTextField.module.css';

// A note of any type but Basic in the card form (docs/notes.md): one rich editor per field of its
// note type, and its tags. Adding calls notes.create (the note type's templates make the cards);
// editing a card of such a note edits the note, and every card of it is rendered again.

const RichTextField = lazy(() => import('../cards/RichTextField'));

interface NoteFieldsProps {
  formId: string;
  deckId: number;
  type: NoteTypeSummary;
  /** The note of the edited card; none adds a new note. */
  note?: Note | null;
  onBusyChange: (busy: boolean) => void;
  onUploadingChange?: (busy: boolean) => void;
  /** Told how many cards the saved note has (the list's toast names the first field). */
  onSaved?: (note: Note) => void;
  onClose: () => void;
}

export function NoteFields({ formId, deckId, type, note, onBusyChange, onUploadingChange, onSaved, onClose }: NoteFieldsProps) {
  const t = useT(notesNs);
  const editing = Boolean(note);
  const [values, setValues] = useState<Record<string, SideValue>>({});
  const [tags, setTags] = useState(() => (note?.tags ?? []).join(' '));
  const [loaded, setLoaded] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const { busy, save } = useNoteSave(deckId, note, { onBusyChange, onClose });
  const idBase = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    // Only the fields the person touched when editing: a field left alone keeps its HTML as stored.
    const fields = Object.fromEntries(
      type.fields.filter((name) => !editing || values[name] !== undefined).map((name) => [name, fieldHtml(values[name])]),
    );
    if (!editing && type.fields.every((name) => !values[name] || (!values[name]!.text.trim() && !values[name]!.hasImage))) return setError(t('notes.fields.required'));
    await save(type.id, fields, tags, {
      saved: (saved) => onSaved?.(saved),
      // Ready for the next note; its tags stay, as in Anki.
      reset: () => {
        setValues({});
        setLoaded((n) => n + 1);
      },
      failed: (e) => setError(errorMessage(e, t(editing ? 'notes.fields.updateFailed' : 'notes.fields.createFailed'))),
    });
  }

  return (
    <form id={formId} onSubmit={submit} noValidate data-testid="note-fields">
      <FormError message={error} />
      {type.fields.map((name, i) => {
        const labelId = `${idBase}-label-${i}`;
        const stored = note?.fields[name] ?? '';
        return (
          <div className="field" key={`${type.id}-${name}`}>
            <label id={labelId} translate="no">
              {name}
            </label>
            <Suspense fallback={<div className={editorStyles.field} aria-busy="true"><div className={editorStyles.editor} /></div>}>
              <RichTextField
                id={`${formId}-field-${i}`}
                labelId={labelId}
                side={name}
                initial={{ text: '', html: stored || null }}
                resetKey={`${note?.id ?? 'new'}-${loaded}`}
                onChange={(side) => setValues((current) => ({ ...current, [name]: side }))}
                disabled={busy}
                onBusyChange={onUploadingChange}
                invalid={Boolean(error)}
              />
            </Suspense>
          </div>
        );
      })}
      <TagsInput id={`${formId}-tags`} value={tags} onChange={setTags} disabled={busy} />
    </form>
  );
}
