import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { NOTE_FORM_MSG } from '../../../../shared/messages';
import type { NoteTypeSummary } from '../../../../shared/schemas/notes';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { FormError } from '../../components/ui/FormError';
import { ErrorWithRetry, Loading } from '../../components/ui/Status';
import { useToast } from '../../components/ui/Toast';
import { errorMessage } from '../../lib/trpc';
import { usePageTitle } from '../../lib/usePageTitle';
import { draftOf, freshName, moved, removesTemplates, updateOf, type NoteTypeDraft } from './noteTypeEdit';
import { useNoteTypeMutations, useNoteTypes } from './queries';
import { TemplatePreview } from './TemplatePreview';
import styles from './Notes.module.css';

// One note type's editor (docs/notes.md): its fields (add, rename, reorder, delete), its card
// templates (front and back in Anki's syntax), its CSS, and a live preview of each template with
// sample values. Nothing is written until Save; a save that drops a template first asks the
// server how many cards go (noteTypes.impact) and sends the confirmed number.

export function NoteTypeEditor({ id }: { id: number }) {
  const types = useNoteTypes();
  const type = types.data?.find((t) => t.id === id);
  // The preview's sample values outlive a save (the editor starts again from what was saved).
  const [samples, setSamples] = useState<Record<string, string>>({});
  usePageTitle(type ? `Note type: ${type.name}` : 'Note type');
  if (types.isPending) return <main className="page"><h1 className="visually-hidden">Note type</h1><Loading text="Loading the note type..." /></main>;
  if (types.isError || !type)
    return (
      <main className="page">
        <h1 className="visually-hidden">Note type</h1>
        <ErrorWithRetry message={types.isError ? errorMessage(types.error, NOTE_FORM_MSG.loadNoteTypesFailed) : 'Note type not found'} onRetry={types.isError ? () => types.refetch() : undefined}>
          <Link href="/note-types" className="btn btn-secondary">
            Back to note types
          </Link>
        </ErrorWithRetry>
      </main>
    );
  return <Editor key={`${type.id}-${type.updatedAt}`} type={type} samples={samples} setSamples={setSamples} />;
}

interface EditorProps {
  type: NoteTypeSummary;
  samples: Record<string, string>;
  setSamples: (samples: Record<string, string> | ((current: Record<string, string>) => Record<string, string>)) => void;
}

function Editor({ type, samples: typed, setSamples }: EditorProps) {
  const [draft, setDraft] = useState<NoteTypeDraft>(() => draftOf(type));
  const [current, setCurrent] = useState(0);
  const [deletingField, setDeletingField] = useState<number | null>(null);
  const [removing, setRemoving] = useState<{ count: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const mutations = useNoteTypeMutations();
  const toast = useToast();
  const cloze = type.kind === 'cloze';
  const template = draft.templates[Math.min(current, draft.templates.length - 1)]!;
  const update = updateOf(type, draft);
  const dirty = Object.keys(update).length > 1;

  useEffect(() => {
    if (current >= draft.templates.length) setCurrent(draft.templates.length - 1);
  }, [current, draft.templates.length]);

  const set = (change: Partial<NoteTypeDraft>) => setDraft((d) => ({ ...d, ...change }));
  const setField = (i: number, name: string) => set({ fields: draft.fields.map((f, j) => (j === i ? { ...f, name } : f)) });
  const setTemplate = (change: Partial<NoteTypeDraft['templates'][number]>) => set({ templates: draft.templates.map((t, j) => (j === current ? { ...t, ...change } : t)) });

  async function write(confirmCardsRemoved?: number) {
    setSaving(true);
    setError(null);
    try {
      await mutations.update.mutateAsync({ ...update, ...(confirmCardsRemoved !== undefined ? { confirmCardsRemoved } : {}) });
      setRemoving(null);
      toast.show({ message: `Saved "${draft.name.trim()}".` });
    } catch (e) {
      setRemoving(null);
      setError(errorMessage(e, NOTE_FORM_MSG.saveNoteTypeFailed));
    } finally {
      setSaving(false);
    }
  }

  async function save() {
    if (!removesTemplates(type, draft)) return write();
    setSaving(true);
    setError(null);
    try {
      const impact = await mutations.impact({ id: type.id, templates: update.templates });
      if (impact.cardsRemoved === 0) return await write(0);
      setRemoving({ count: impact.cardsRemoved });
    } catch (e) {
      setError(errorMessage(e, NOTE_FORM_MSG.saveNoteTypeFailed));
    } finally {
      setSaving(false);
    }
  }

  const removedNames = type.templates.filter((_, i) => !draft.templates.some((t) => t.from === i)).map((t) => `"${t.name}"`).join(', ');

  return (
    <main className="page">
      <Link href="/note-types" className={styles.back}>
        ← Note types
      </Link>
      <div className={styles.pageHead}>
        <h1 className={styles.title}>{type.name}</h1>
        <div className={styles.saveBar}>
          {dirty && <span className="muted">Unsaved changes</span>}
          <button type="button" className="btn btn-secondary" onClick={() => (setDraft(draftOf(type)), setError(null))} disabled={!dirty || saving}>
            Discard
          </button>
          <button type="button" className="btn btn-primary" onClick={save} disabled={!dirty || saving}>
            {saving ? 'Saving...' : 'Save'}
          </button>
        </div>
      </div>
      <FormError message={error} />
      <p className="muted">
        {type.noteCount} {type.noteCount === 1 ? 'note uses' : 'notes use'} this note type. Saving renders their cards again; their progress stays.
      </p>

      <div className={styles.editorGrid}>
        <section className={`card ${styles.panel}`} aria-labelledby="nt-name-heading">
          <h2 id="nt-name-heading" className={styles.panelTitle}>
            Name
          </h2>
          <label htmlFor="nt-name" className="visually-hidden">
            Note type name
          </label>
          <input id="nt-name" className="input" value={draft.name} onChange={(e) => set({ name: e.target.value })} />
        </section>

        <section className={`card ${styles.panel}`} aria-labelledby="nt-fields-heading">
          <h2 id="nt-fields-heading" className={styles.panelTitle}>
            Fields
          </h2>
          <ol className={styles.fieldList}>
            {draft.fields.map((field, i) => (
              <li key={`${field.from ?? 'new'}-${i}`} className={styles.fieldRow}>
                <span className={styles.fieldIndex} aria-hidden="true">
                  {i + 1}
                </span>
                <label htmlFor={`nt-field-${i}`} className="visually-hidden">
                  Field {i + 1} name
                </label>
                <input id={`nt-field-${i}`} className={`input ${styles.fieldInput}`} value={field.name} onChange={(e) => setField(i, e.target.value)} />
                <div className={styles.rowButtons}>
                  <button type="button" className="btn btn-ghost btn-sm" disabled={i === 0} onClick={() => set({ fields: moved(draft.fields, i, -1) })} aria-label={`Move ${field.name || `field ${i + 1}`} up`}>
                    ↑
                  </button>
                  <button type="button" className="btn btn-ghost btn-sm" disabled={i === draft.fields.length - 1} onClick={() => set({ fields: moved(draft.fields, i, 1) })} aria-label={`Move ${field.name || `field ${i + 1}`} down`}>
                    ↓
                  </button>
                  <button type="button" className="btn btn-ghost btn-sm" disabled={draft.fields.length === 1} onClick={() => setDeletingField(i)} aria-label={`Delete field ${field.name || i + 1}`}>
                    Delete
                  </button>
                </div>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => {
              const name = freshName('Field', draft.fields.map((f) => f.name));
              set({ fields: [...draft.fields, { name, from: null }] });
            }}
          >
            Add field
          </button>
        </section>

        <section className={`card ${styles.panel} ${styles.wide}`} aria-labelledby="nt-templates-heading">
          <div className={styles.panelHead}>
            <h2 id="nt-templates-heading" className={styles.panelTitle}>
              Card templates
            </h2>
            {!cloze && (
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                onClick={() => {
                  const name = freshName(`Card ${draft.templates.length + 1}`, draft.templates.map((t) => t.name));
                  set({ templates: [...draft.templates, { name, front: `{{${draft.fields[0]?.name ?? ''}}}`, back: '{{FrontSide}}\n\n<hr id=answer>\n\n', from: null }] });
                  setCurrent(draft.templates.length);
                }}
              >
                Add card template
              </button>
            )}
          </div>
          {draft.templates.length > 1 && (
            <div className={styles.tabs} role="radiogroup" aria-label="Card template to edit">
              {draft.templates.map((t, i) => (
                <label key={`${t.from ?? 'new'}-${i}`} className={`${styles.chip} ${i === current ? styles.chipOn : ''}`}>
                  <input type="radio" name="nt-template" checked={i === current} onChange={() => setCurrent(i)} />
                  {t.name || `Card ${i + 1}`}
                </label>
              ))}
            </div>
          )}
          <div className={styles.templateHead}>
            <div className="field">
              <label htmlFor="nt-template-name">Template name</label>
              <input id="nt-template-name" className="input" value={template.name} onChange={(e) => setTemplate({ name: e.target.value })} />
            </div>
            {!cloze && draft.templates.length > 1 && (
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => set({ templates: draft.templates.filter((_, j) => j !== current) })}>
                Remove this template
              </button>
            )}
          </div>
          <div className={styles.templateGrid}>
            <div className="field">
              <label htmlFor="nt-front">Front template</label>
              <textarea id="nt-front" className={`textarea ${styles.code}`} rows={6} value={template.front} onChange={(e) => setTemplate({ front: e.target.value })} spellCheck={false} />
            </div>
            <div className="field">
              <label htmlFor="nt-back">Back template</label>
              <textarea id="nt-back" className={`textarea ${styles.code}`} rows={6} value={template.back} onChange={(e) => setTemplate({ back: e.target.value })} spellCheck={false} />
            </div>
          </div>
          <p className={styles.help}>
            Anki&apos;s syntax: {'{{Field}}'} shows a field, {'{{FrontSide}}'} the front on the back, {'{{#Field}}…{{/Field}}'} only when the field has content
            {cloze ? <>, {'{{cloze:Text}}'} the deletions</> : null}.
          </p>
          <div className="field">
            <label htmlFor="nt-css">Styling (CSS)</label>
            <textarea id="nt-css" className={`textarea ${styles.code}`} rows={5} value={draft.css} onChange={(e) => set({ css: e.target.value })} spellCheck={false} />
          </div>
        </section>

        <TemplatePreview
          kind={type.kind}
          fields={draft.fields.map((f) => f.name.trim()).filter(Boolean)}
          template={{ name: template.name.trim() || 'Card', front: template.front, back: template.back }}
          css={draft.css}
          // A field nobody typed a sample for shows its own name, so the preview always has something.
          samples={{ ...Object.fromEntries(draft.fields.map((f) => [f.name.trim(), `(${f.name.trim()})`])), ...typed }}
          onSamplesChange={setSamples}
        />
      </div>

      <ConfirmDialog
        open={deletingField !== null}
        title="Delete field"
        message={NOTE_FORM_MSG.deleteField(deletingField !== null ? (draft.fields[deletingField]?.name ?? '') : '')}
        confirmLabel="Delete field"
        onConfirm={() => {
          if (deletingField !== null) set({ fields: draft.fields.filter((_, j) => j !== deletingField) });
          setDeletingField(null);
        }}
        onCancel={() => setDeletingField(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Delete cards"
        message={removing ? NOTE_FORM_MSG.removeCards(removing.count, removedNames) : ''}
        confirmLabel={removing ? `Delete ${removing.count} ${removing.count === 1 ? 'card' : 'cards'} and save` : 'Delete'}
        busyLabel="Saving..."
        busy={saving}
        onConfirm={() => removing && write(removing.count)}
        onCancel={() => setRemoving(null)}
      />
    </main>
  );
}
