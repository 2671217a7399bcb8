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
import { useT } from '../../i18n';
import { useMsg } from '../../i18n/useMsg';
import { namespace as notes } from '../../locales/notes';
import styles from './Notes.module.css';
import { ChoiceChip } from '../../components/ui/ChoiceChip';

// One note type's editor (docs/notes.md): its fields (add, rename, reorder, delete), its card
// templates (front and back in Anki's syntax), its CSS, and a live preview of each template with
// sample values. Nothing is written until Save; a save that drops a template first asks the
// server how many cards go (noteTypes.impact) and sends the confirmed number.

/** Template syntax in a sentence: kept left to right inside a right-to-left one (Unicode isolates). */
const code = (syntax: string) => `\u2066${syntax}\u2069`;

export function NoteTypeEditor({ id }: { id: number }) {
  const t = useT(notes);
  const tm = useMsg();
  const types = useNoteTypes();
  const type = types.data?.find((own) => own.id === id);
  // The preview's sample values outlive a save (the editor starts again from what was saved).
  const [samples, setSamples] = useState<Record<string, string>>({});
  usePageTitle(type ? t('notes.editor.pageTitle', { name: type.name }) : t('notes.editor.heading'));
  if (types.isPending)
    return (
      <main className="page">
        <h1 className="visually-hidden">{t('notes.editor.heading')}</h1>
        <Loading text={t('notes.editor.loading')} />
      </main>
    );
  if (types.isError || !type)
    return (
      <main className="page">
        <h1 className="visually-hidden">{t('notes.editor.heading')}</h1>
        <ErrorWithRetry message={types.isError ? tm(errorMessage(types.error, NOTE_FORM_MSG.loadNoteTypesFailed)) : t('notes.editor.notFound')} onRetry={types.isError ? () => types.refetch() : undefined}>
          <Link href="/note-types" className="btn btn-secondary">
            {t('notes.editor.backToList')}
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
  const t = useT(notes);
  const tm = useMsg();
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
  const setTemplate = (change: Partial<NoteTypeDraft['templates'][number]>) => set({ templates: draft.templates.map((own, j) => (j === current ? { ...own, ...change } : own)) });

  async function write(confirmCardsRemoved?: number) {
    setSaving(true);
    setError(null);
    try {
      await mutations.update.mutateAsync({ ...update, ...(confirmCardsRemoved !== undefined ? { confirmCardsRemoved } : {}) });
      setRemoving(null);
      toast.show({ message: t('notes.editor.saved', { name: draft.name.trim() }) });
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

  const removedNames = type.templates.filter((_, i) => !draft.templates.some((own) => own.from === i)).map((own) => `"${own.name}"`).join(', ');

  return (
    <main className="page">
      <Link href="/note-types" className={styles.back}>
        {t('notes.editor.back')}
      </Link>
      <div className={styles.pageHead}>
        <h1 className={styles.title} translate="no">
          {type.name}
        </h1>
        <div className={styles.saveBar}>
          {dirty && <span className="muted">{t('notes.editor.unsaved')}</span>}
          <button type="button" className="btn btn-secondary" onClick={() => (setDraft(draftOf(type)), setError(null))} disabled={!dirty || saving}>
            {t('notes.editor.discard')}
          </button>
          <button type="button" className="btn btn-primary" onClick={save} disabled={!dirty || saving}>
            {saving ? t('notes.editor.saving') : t('notes.editor.save')}
          </button>
        </div>
      </div>
      <FormError message={error && tm(error)} />
      <p className="muted">
        {t('notes.editor.usage', { n: type.noteCount })}
      </p>

      <div className={styles.editorGrid}>
        <section className={`card ${styles.panel}`} aria-labelledby="nt-name-heading">
          <h2 id="nt-name-heading" className={styles.panelTitle}>
            {t('notes.editor.name')}
          </h2>
          <label htmlFor="nt-name" className="visually-hidden">
            {t('notes.editor.nameLabel')}
          </label>
          <input id="nt-name" className="input" value={draft.name} onChange={(e) => set({ name: e.target.value })} />
        </section>

        <section className={`card ${styles.panel}`} aria-labelledby="nt-fields-heading">
          <h2 id="nt-fields-heading" className={styles.panelTitle}>
            {t('notes.editor.fields')}
          </h2>
          <ol className={styles.fieldList}>
            {draft.fields.map((field, i) => (
              <li key={`${field.from ?? 'new'}-${i}`} className={styles.fieldRow}>
                <span className={styles.fieldIndex} aria-hidden="true">
                  {i + 1}
                </span>
                <label htmlFor={`nt-field-${i}`} className="visually-hidden">
                  {t('notes.editor.fieldName', { n: i + 1 })}
                </label>
                <input id={`nt-field-${i}`} className={`input ${styles.fieldInput}`} value={field.name} onChange={(e) => setField(i, e.target.value)} />
                <div className={styles.rowButtons}>
                  <button type="button" className="btn btn-ghost btn-sm" disabled={i === 0} onClick={() => set({ fields: moved(draft.fields, i, -1) })} aria-label={t('notes.editor.moveUp', { name: field.name || t('notes.editor.fieldN', { n: i + 1 }) })}>
                    ↑
                  </button>
                  <button type="button" className="btn btn-ghost btn-sm" disabled={i === draft.fields.length - 1} onClick={() => set({ fields: moved(draft.fields, i, 1) })} aria-label={t('notes.editor.moveDown', { name: field.name || t('notes.editor.fieldN', { n: i + 1 }) })}>
                    ↓
                  </button>
                  <button type="button" className="btn btn-ghost btn-sm" disabled={draft.fields.length === 1} onClick={() => setDeletingField(i)} aria-label={t('notes.editor.deleteField', { name: field.name || i + 1 })}>
                    {t('notes.editor.delete')}
                  </button>
                </div>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => {
              const name = freshName(t('notes.editor.newField'), draft.fields.map((f) => f.name));
              set({ fields: [...draft.fields, { name, from: null }] });
            }}
          >
            {t('notes.editor.addField')}
          </button>
        </section>

        <section className={`card ${styles.panel} ${styles.wide}`} aria-labelledby="nt-templates-heading">
          <div className={styles.panelHead}>
            <h2 id="nt-templates-heading" className={styles.panelTitle}>
              {t('notes.editor.templates')}
            </h2>
            {!cloze && (
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                onClick={() => {
                  const name = freshName(t('notes.editor.cardN', { n: draft.templates.length + 1 }), draft.templates.map((own) => own.name));
                  set({ templates: [...draft.templates, { name, front: `{{${draft.fields[0]?.name ?? ''}}}`, back: '{{FrontSide}}\n\n<hr id=answer>\n\n', from: null }] });
                  setCurrent(draft.templates.length);
                }}
              >
                {t('notes.editor.addTemplate')}
              </button>
            )}
          </div>
          {draft.templates.length > 1 && (
            <div className={styles.tabs} role="radiogroup" aria-label={t('notes.editor.templateToEdit')}>
              {draft.templates.map((own, i) => (
                <ChoiceChip key={`${own.from ?? 'new'}-${i}`} name="nt-template" checked={i === current} onChange={() => setCurrent(i)}>
                  <span translate="no">{own.name || t('notes.editor.cardN', { n: i + 1 })}</span>
                </ChoiceChip>
              ))}
            </div>
          )}
          <div className={styles.templateHead}>
            <div className="field">
              <label htmlFor="nt-template-name">{t('notes.editor.templateName')}</label>
              <input id="nt-template-name" className="input" value={template.name} onChange={(e) => setTemplate({ name: e.target.value })} />
            </div>
            {!cloze && draft.templates.length > 1 && (
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => set({ templates: draft.templates.filter((_, j) => j !== current) })}>
                {t('notes.editor.removeTemplate')}
              </button>
            )}
          </div>
          <div className={styles.templateGrid}>
            <div className="field">
              <label htmlFor="nt-front">{t('notes.editor.front')}</label>
              <textarea id="nt-front" translate="no" dir="ltr" className={`textarea ${styles.code}`} rows={6} value={template.front} onChange={(e) => setTemplate({ front: e.target.value })} spellCheck={false} />
            </div>
            <div className="field">
              <label htmlFor="nt-back">{t('notes.editor.backTemplate')}</label>
              <textarea id="nt-back" translate="no" dir="ltr" className={`textarea ${styles.code}`} rows={6} value={template.back} onChange={(e) => setTemplate({ back: e.target.value })} spellCheck={false} />
            </div>
          </div>
          <p className={styles.help}>
            {t('notes.editor.syntax', { field: code('{{Field}}'), frontSide: code('{{FrontSide}}'), conditional: code('{{#Field}}…{{/Field}}') })}
            {cloze ? t('notes.editor.syntaxCloze', { cloze: code('{{cloze:Text}}') }) : null}.
          </p>
          <div className="field">
            <label htmlFor="nt-css">{t('notes.editor.css')}</label>
            <textarea id="nt-css" translate="no" dir="ltr" className={`textarea ${styles.code}`} rows={5} value={draft.css} onChange={(e) => set({ css: e.target.value })} spellCheck={false} />
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
        title={t('notes.editor.deleteFieldTitle')}
        message={tm(NOTE_FORM_MSG.deleteField(deletingField !== null ? (draft.fields[deletingField]?.name ?? '') : ''))}
        confirmLabel={t('notes.editor.deleteFieldTitle')}
        onConfirm={() => {
          if (deletingField !== null) set({ fields: draft.fields.filter((_, j) => j !== deletingField) });
          setDeletingField(null);
        }}
        onCancel={() => setDeletingField(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('notes.editor.deleteCardsTitle')}
        message={removing ? tm(NOTE_FORM_MSG.removeCards(removing.count, removedNames)) : ''}
        confirmLabel={removing ? t('notes.editor.deleteCardsConfirm', { n: removing.count }) : t('notes.editor.delete')}
        busyLabel={t('notes.editor.saving')}
        busy={saving}
        onConfirm={() => removing && write(removing.count)}
        onCancel={() => setRemoving(null)}
      />
    </main>
  );
}
