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
import { useT } from '../../i18n';
import { useMsg } from '../../i18n/useMsg';
import { namespace as notes, type MessageId } from '../../locales/notes';
import styles from './Notes.module.css';

// The note types page (docs/notes.md): the built-ins and one's own, each with how many notes use
// it; a new one starts as a copy of any; one's own is deleted only when no note uses it (the
// server says so otherwise, and the dialog shows its words).

const kindLabel = (type: NoteTypeSummary): MessageId => (type.kind === 'cloze' ? 'notes.kind.cloze' : type.kind === 'image-occlusion' ? 'notes.kind.imageOcclusion' : 'notes.kind.standard');

export function NoteTypeList() {
  const t = useT(notes);
  const tm = useMsg();
  usePageTitle(t('notes.list.title'));
  const types = useNoteTypes();
  const mutations = useNoteTypeMutations();
  const toast = useToast();
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState<{ copyOf: number; name: string } | null>(null);
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const [deleting, setDeleting] = useState<NoteTypeSummary | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (types.isPending)
    return (
      <main className="page">
        <h1 className="visually-hidden">{t('notes.list.title')}</h1>
        <Loading text={t('notes.list.loading')} />
      </main>
    );
  if (types.isError)
    return (
      <main className="page">
        <h1 className="visually-hidden">{t('notes.list.title')}</h1>
        <ErrorWithRetry message={tm(errorMessage(types.error, NOTE_FORM_MSG.loadNoteTypesFailed))} onRetry={() => types.refetch()} />
      </main>
    );
  const list = types.data;
  const startCreate = (from: NoteTypeSummary) => {
    setError(null);
    setCreating({ copyOf: from.id, name: freshName(t('notes.list.copyName', { name: from.name }), list.map((own) => own.name)) });
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
      toast.show({ message: t('notes.list.deleted', { name: deleting.name }) });
      setDeleting(null);
    } catch (e) {
      setError(errorMessage(e, NOTE_FORM_MSG.deleteNoteTypeFailed));
    }
  }

  return (
    <main className="page">
      <div className={styles.pageHead}>
        <div>
          <h1 className={styles.title}>{t('notes.list.title')}</h1>
          <p className="muted">{t('notes.list.intro')}</p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => startCreate(list.find((own) => own.builtin === 'basic') ?? list[0]!)}>
          {t('notes.list.new')}
        </button>
      </div>
      <ul className={styles.typeList} aria-label={t('notes.list.title')}>
        {list.map((type) => (
          <li key={type.id} className={`card ${styles.typeRow}`} data-testid="note-type-row">
            <div className={styles.typeInfo}>
              <Link href={`/note-types/${type.id}`} className={styles.typeName} translate="no">
                {type.name}
              </Link>
              <span className={styles.typeMeta}>
                {type.builtin && <span className={styles.badge}>{t('notes.list.builtin')}</span>}
                <span>{t(kindLabel(type))}</span>
                <span>
                  {t('notes.list.counts', { fields: t('notes.fields', { n: type.fields.length }), cardTypes: t('notes.cardTypes', { n: type.templates.length }) })}
                </span>
                <span data-testid="note-count">
                  {t('notes.notes', { n: type.noteCount })}
                </span>
              </span>
            </div>
            <div className={styles.typeActions}>
              <Link href={`/note-types/${type.id}`} className="btn btn-secondary btn-sm" aria-label={t('notes.list.editNamed', { name: type.name })}>
                {t('notes.list.edit')}
              </Link>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => (setError(null), setRenaming({ id: type.id, name: type.name }))} aria-label={t('notes.list.renameNamed', { name: type.name })}>
                {t('notes.list.rename')}
              </button>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => startCreate(type)} aria-label={t('notes.list.copyNamed', { name: type.name })}>
                {t('notes.list.copy')}
              </button>
              {!type.builtin && (
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => (setError(null), setDeleting(type))} aria-label={t('notes.list.deleteNamed', { name: type.name })}>
                  {t('notes.editor.delete')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>

      <Modal
        open={creating !== null}
        title={t('notes.list.new')}
        onClose={() => setCreating(null)}
        busy={mutations.create.isPending}
        footer={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => setCreating(null)}>
              {t('notes.list.cancel')}
            </button>
            <button type="submit" form="new-note-type" className="btn btn-primary" disabled={mutations.create.isPending}>
              {t('notes.list.create')}
            </button>
          </>
        }
      >
        {creating && (
          <form id="new-note-type" onSubmit={create} noValidate>
            <FormError message={error && tm(error)} />
            <div className="field">
              <label htmlFor="new-note-type-name">{t('notes.editor.name')}</label>
              <input id="new-note-type-name" className="input" value={creating.name} onChange={(e) => setCreating({ ...creating, name: e.target.value })} data-autofocus />
            </div>
            <div className="field">
              <label htmlFor="new-note-type-from">{t('notes.list.copyOf')}</label>
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
        title={t('notes.list.renameTitle')}
        onClose={() => setRenaming(null)}
        busy={mutations.update.isPending}
        footer={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => setRenaming(null)}>
              {t('notes.list.cancel')}
            </button>
            <button type="submit" form="rename-note-type" className="btn btn-primary" disabled={mutations.update.isPending}>
              {t('notes.list.rename')}
            </button>
          </>
        }
      >
        {renaming && (
          <form id="rename-note-type" onSubmit={rename} noValidate>
            <FormError message={error && tm(error)} />
            <div className="field">
              <label htmlFor="rename-note-type-name">{t('notes.editor.name')}</label>
              <input id="rename-note-type-name" className="input" value={renaming.name} onChange={(e) => setRenaming({ ...renaming, name: e.target.value })} data-autofocus />
            </div>
          </form>
        )}
      </Modal>

      <ConfirmDialog
        open={deleting !== null}
        title={t('notes.list.deleteTitle')}
        message={t('notes.list.deleteConfirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('notes.editor.delete')}
        busyLabel={t('notes.list.deleting')}
        busy={mutations.remove.isPending}
        error={error && tm(error)}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
    </main>
  );
}
