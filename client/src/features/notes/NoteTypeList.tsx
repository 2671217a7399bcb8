import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { NOTE_FORM_MSG } from '../../../../shared/messages';
import type { NoteTypeSummary } from '../../../../shared/schemas/notes';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { FormError } from '../../components/ui/FormError';
import { Modal } from '../../components/ui/Modal';
import { ErrorWithRetry, Loading } from '../../components/ui/Status';
import { useToast } from '../../components/ui/Toast';
import { errorMessage } from '../../lib/trpc';
import { usePageTitle } from '../../lib/usePageTitle';
import { freshName } from './noteTypeEdit';
import { useNoteTypeMutations, useNoteTypes } from './queries';
import styles from './Notes.module.css';

// The note types page (docs/notes.md): the built-ins and one's own, each with how many notes use
// it; a new one starts as a copy of any; one's own is deleted only when no note uses it (the
// server says so otherwise, and the dialog shows its words).

const kindLabel = (type: NoteTypeSummary) => (type.kind === 'cloze' ? 'Cloze' : type.kind === 'image-occlusion' ? 'Image occlusion' : 'Standard');

export function NoteTypeList() {
  usePageTitle('Note types');
  const types = useNoteTypes();
  const mutations = useNoteTypeMutations();
  const toast = useToast();
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState<{ copyOf: number; name: string } | null>(null);
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const [deleting, setDeleting] = useState<NoteTypeSummary | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (types.isPending) return <main className="page"><h1 className="visually-hidden">Note types</h1><Loading text="Loading note types..." /></main>;
  if (types.isError)
    return (
      <main className="page">
        <h1 className="visually-hidden">Note types</h1>
        <ErrorWithRetry message={errorMessage(types.error, NOTE_FORM_MSG.loadNoteTypesFailed)} onRetry={() => types.refetch()} />
      </main>
    );
  const list = types.data;
  const startCreate = (from: NoteTypeSummary) => {
    setError(null);
    setCreating({ copyOf: from.id, name: freshName(`${from.name} copy`, list.map((t) => t.name)) });
  };

  async function create(event: FormEvent) {
    event.preventDefault();
    if (!creating) return;
    setError(null);
    try {
      const made = await mutations.create.mutateAsync({ name: creating.name, copyOf: creating.copyOf });
      setCreating(null);
      navigate(`/note-types/${made.id}`);
    } catch (e) {
      setError(errorMessage(e, NOTE_FORM_MSG.createNoteTypeFailed));
    }
  }

  async function rename(event: FormEvent) {
    event.preventDefault();
    if (!renaming) return;
    setError(null);
    try {
      await mutations.update.mutateAsync({ id: renaming.id, name: renaming.name });
      setRenaming(null);
    } catch (e) {
      setError(errorMessage(e, NOTE_FORM_MSG.saveNoteTypeFailed));
    }
  }

  async function remove() {
    if (!deleting) return;
    setError(null);
    try {
      await mutations.remove.mutateAsync({ id: deleting.id });
      toast.show({ message: `Deleted note type "${deleting.name}".` });
      setDeleting(null);
    } catch (e) {
      setError(errorMessage(e, NOTE_FORM_MSG.deleteNoteTypeFailed));
    }
  }

  return (
    <main className="page">
      <div className={styles.pageHead}>
        <div>
          <h1 className={styles.title}>Note types</h1>
          <p className="muted">A note type names a note&apos;s fields and the cards its templates make from them.</p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => startCreate(list.find((t) => t.builtin === 'basic') ?? list[0]!)}>
          New note type
        </button>
      </div>
      <ul className={styles.typeList} aria-label="Note types">
        {list.map((type) => (
          <li key={type.id} className={`card ${styles.typeRow}`} data-testid="note-type-row">
            <div className={styles.typeInfo}>
              <Link href={`/note-types/${type.id}`} className={styles.typeName}>
                {type.name}
              </Link>
              <span className={styles.typeMeta}>
                {type.builtin && <span className={styles.badge}>Built-in</span>}
                <span>{kindLabel(type)}</span>
                <span>
                  {type.fields.length} {type.fields.length === 1 ? 'field' : 'fields'} · {type.templates.length} {type.templates.length === 1 ? 'card type' : 'card types'}
                </span>
                <span data-testid="note-count">
                  {type.noteCount} {type.noteCount === 1 ? 'note' : 'notes'}
                </span>
              </span>
            </div>
            <div className={styles.typeActions}>
              <Link href={`/note-types/${type.id}`} className="btn btn-secondary btn-sm" aria-label={`Edit ${type.name}`}>
                Edit
              </Link>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => (setError(null), setRenaming({ id: type.id, name: type.name }))} aria-label={`Rename ${type.name}`}>
                Rename
              </button>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => startCreate(type)} aria-label={`Copy ${type.name}`}>
                Copy
              </button>
              {!type.builtin && (
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => (setError(null), setDeleting(type))} aria-label={`Delete ${type.name}`}>
                  Delete
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>

      <Modal
        open={creating !== null}
        title="New note type"
        onClose={() => setCreating(null)}
        busy={mutations.create.isPending}
        footer={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => setCreating(null)}>
              Cancel
            </button>
            <button type="submit" form="new-note-type" className="btn btn-primary" disabled={mutations.create.isPending}>
              Create
            </button>
          </>
        }
      >
        {creating && (
          <form id="new-note-type" onSubmit={create} noValidate>
            <FormError message={error} />
            <div className="field">
              <label htmlFor="new-note-type-name">Name</label>
              <input id="new-note-type-name" className="input" value={creating.name} onChange={(e) => setCreating({ ...creating, name: e.target.value })} data-autofocus />
            </div>
            <div className="field">
              <label htmlFor="new-note-type-from">Start from a copy of</label>
              <select id="new-note-type-from" className="select" value={creating.copyOf} onChange={(e) => setCreating({ ...creating, copyOf: Number(e.target.value) })}>
                {list.map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.name}
                  </option>
                ))}
              </select>
            </div>
          </form>
        )}
      </Modal>

      <Modal
        open={renaming !== null}
        title="Rename note type"
        onClose={() => setRenaming(null)}
        busy={mutations.update.isPending}
        footer={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => setRenaming(null)}>
              Cancel
            </button>
            <button type="submit" form="rename-note-type" className="btn btn-primary" disabled={mutations.update.isPending}>
              Rename
            </button>
          </>
        }
      >
        {renaming && (
          <form id="rename-note-type" onSubmit={rename} noValidate>
            <FormError message={error} />
            <div className="field">
              <label htmlFor="rename-note-type-name">Name</label>
              <input id="rename-note-type-name" className="input" value={renaming.name} onChange={(e) => setRenaming({ ...renaming, name: e.target.value })} data-autofocus />
            </div>
          </form>
        )}
      </Modal>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete note type"
        message={`Delete the note type "${deleting?.name ?? ''}"? This cannot be undone.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={mutations.remove.isPending}
        error={error}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
    </main>
  );
}
