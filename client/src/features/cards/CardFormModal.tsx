import { lazy, Suspense, useEffect, useId, useLayoutEffect, useState, type FormEvent } from 'react';
import type { CardFields, CardKind, Flashcard } from '../../../../shared/schemas/decks';
import { FormModal } from '../../components/ui/Modal';
import { errorMessage } from '../../lib/trpc';
import { imageFromUrl, sideMediaId, type SideImage } from './cardImage';
import { ImageField } from './ImageField';
import { FormError } from '../../components/ui/FormError';
import { CardKindSwitch, ClozeFields } from './ClozeFields';
import { EMPTY_SIDE, editorWouldLose, sideFields, type SideValue } from './cardSides';
import styles from './RichTextField.module.css';
import type { NoteTypeSummary } from '../../../../shared/schemas/notes';
import { NoteTypeSwitch } from '../notes/NoteTypeSwitch';
import { NewNoteFields, NoteEditGate } from '../notes/NoteEditGate';
import { TagsInput } from '../notes/TagsInput';
import { parseTags, readStickyNoteType, writeStickyNoteType } from '../notes/noteTypeEdit';
import { useT } from '../../i18n';
import { namespace as cardsNs } from '../../locales/cards';

// The editor is its own chunk, fetched when the form first opens (docs/rich-cards.md).
const RichTextField = lazy(() => import('./RichTextField'));

/**
 * The card's text, and each side's image and sound: a new upload's id, or null for none (docs/anki-history.md); left out when the side keeps the file the card already has (its URL carries no id a write
 * could send).
 */
export type CardFormFields = CardFields & { termHtml?: string | null; definitionHtml?: string | null };

interface CardFormModalProps {
  open: boolean;
  /** A card to edit; without one the modal adds a new card. */
  card?: Flashcard | null;
  onClose: () => void;
  onSubmit: (fields: CardFormFields) => Promise<Flashcard>;
  /** Told of each saved card (the product spec: "the parent is told of the new card"). */
  onSaved?: (card: Flashcard) => void;
  /** The deck the card is in: given, the form offers Cloze mode (docs/study-modes.md, ClozeFields). */
  deckId?: number;
  /**
   * Notes (docs/notes.md), given by the deck's card list: the add form picks a note type (the
   * last one used, per user), a Basic card gets tags, and a card of another note type edits its note.
   */
  notes?: { userId?: number; types?: NoteTypeSummary[]; saveTags: (noteId: number, tags: string[]) => Promise<unknown> };
}

/** How long "Card added" stays in the form's footer; the pointer resting on it does not keep it (issue 48). */
export const ADDED_NOTICE_MS = 4000;

export function CardFormModal({ open, card, onClose, onSubmit, onSaved: tellSaved, deckId, notes }: CardFormModalProps) {
  const t = useT(cardsNs);
  const editing = Boolean(card);
  // "Card added" is said in the footer beside Add Card and Cancel, not by a toast over them.
  const [added, setAdded] = useState<{ text: string; n: number } | null>(null);
  useEffect(() => {
    if (!added) return;
    const timer = window.setTimeout(() => setAdded(null), ADDED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [added]);
  useEffect(() => {
    if (!open) setAdded(null);
  }, [open]);
  const onSaved = (saved: Flashcard) => {
    if (!editing) setAdded((was) => ({ text: t('cards.form.added', { term: saved.term }), n: (was?.n ?? 0) + 1 }));
    tellSaved?.(saved);
  };
  // The note type being added: a built-in's key ('basic', 'cloze', …) or 'id:<n>' (notes/NoteTypeSwitch).
  const [noteKey, setNoteKey] = useState('basic');
  const kind: CardKind = noteKey === 'cloze' ? 'cloze' : 'basic';
  const [tags, setTags] = useState('');
  const [savedTags, setSavedTags] = useState('');
  const [term, setTerm] = useState<SideValue>(EMPTY_SIDE);
  const [definition, setDefinition] = useState<SideValue>(EMPTY_SIDE);
  // Bumped whenever the fields load a card (or empty for the next one): the editors reload then.
  const [loaded, setLoaded] = useState(0);
  const [termImage, setTermImage] = useState<SideImage | null>(null);
  const [definitionImage, setDefinitionImage] = useState<SideImage | null>(null);
  const [termSound, setTermSound] = useState<SideImage | null>(null);
  const [definitionSound, setDefinitionSound] = useState<SideImage | null>(null);
  const [uploads, setUploads] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // A layout effect: the fields are filled before the opened dialog is first painted. In a
  // passive effect the dialog showed empty fields for a frame, and a key typed in that frame
  // was overwritten when they filled (a flaky browser test found it).
  useLayoutEffect(() => {
    if (!open) return;
    setTerm(storedSide(card?.term, card?.termHtml));
    setDefinition(storedSide(card?.definition, card?.definitionHtml));
    setLoaded((n) => n + 1);
    setTermImage(imageFromUrl(card?.termImageUrl));
    setDefinitionImage(imageFromUrl(card?.definitionImageUrl));
    setTermSound(imageFromUrl(card?.termAudioUrl));
    setDefinitionSound(imageFromUrl(card?.definitionAudioUrl));
    setNoteKey(card ? (card.kind === 'cloze' ? 'cloze' : 'basic') : notes ? (readStickyNoteType(notes.userId) ?? 'basic') : 'basic');
    setTags('');
    setSavedTags('');
    setError(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form loads when it opens or gets another card
  }, [open, card]);

  const chooseNote = (key: string) => {
    setNoteKey(key);
    if (notes) writeStickyNoteType(notes.userId, key);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    // A side needs text or an image (docs/anki-history.md).
    const filled = (side: SideValue, image: SideImage | null) => Boolean(side.text.trim()) || side.hasImage || Boolean(image);
    if (!filled(term, termImage) || !filled(definition, definitionImage)) return setError(t('cards.form.required'));
    setSubmitting(true);
    try {
      const media = { termImageId: sideMediaId(termImage), definitionImageId: sideMediaId(definitionImage), termAudioId: sideMediaId(termSound), definitionAudioId: sideMediaId(definitionSound) };
      const saved = await onSubmit({
        ...sideFields(term, definition),
        ...(Object.fromEntries(Object.entries(media).filter(([, id]) => id !== undefined)) as Partial<typeof media>),
      });
      // A Basic card's tags are its note's (docs/notes.md): written once the card is saved.
      if (notes && saved.noteId != null && tags.trim() !== savedTags.trim()) await notes.saveTags(saved.noteId, parseTags(tags));
      onSaved?.(saved);
      if (editing) onClose();
      else {
        // Adding stays open with empty fields, ready for the next card.
        setTerm(EMPTY_SIDE);
        setDefinition(EMPTY_SIDE);
        setLoaded((n) => n + 1);
        setTermImage(null);
        setDefinitionImage(null);
        setTermSound(null);
        setDefinitionSound(null);
      }
    } catch (e) {
      setError(errorMessage(e, t(editing ? 'cards.form.updateFailed' : 'cards.form.createFailed')));
    } finally {
      setSubmitting(false);
    }
  }

  const formId = editing ? 'edit-card-form' : 'add-card-form';
  // The image occlusion editor draws on the picture: the wide dialog gives it room (docs/image-occlusion.md).
  const drawsOcclusions = editing ? card?.kind === 'image-occlusion' : Boolean(notes) && noteKey === 'image-occlusion';
  const labelIds = { term: useId(), definition: useId() };
  // What each editor starts from: the card's side, or empty after an Add.
  const initialTerm = { text: term.text, html: term.html };
  const initialDefinition = { text: definition.text, html: definition.html };
  const loses = editing && (editorWouldLose(card?.termHtml) || editorWouldLose(card?.definitionHtml));
  const busyChange = (busy: boolean) => setUploads((n) => n + (busy ? 1 : -1));
  const basicForm = (
      <form id={formId} onSubmit={submit} noValidate>
        <FormError message={error} />
        {loses && (
          <p className="alert alert-info" role="note">
            {t('cards.form.loses')}
          </p>
        )}
        <div className="field">
          <label id={labelIds.term}>{t('cards.side.term')}</label>
          <Suspense fallback={<EditorPlaceholder rows={3} />}>
            <RichTextField id={`${formId}-term`} labelId={labelIds.term} side={t('cards.side.term')} initial={initialTerm} resetKey={loaded} onChange={setTerm} disabled={submitting} onBusyChange={busyChange} invalid={Boolean(error)} />
          </Suspense>
          <ImageField side={t('cards.side.term')} image={termImage} onChange={setTermImage} disabled={submitting} onBusyChange={busyChange} />
          <ImageField side={t('cards.side.term')} kind="sound" image={termSound} onChange={setTermSound} disabled={submitting} onBusyChange={busyChange} />
        </div>
        <div className="field">
          <label id={labelIds.definition}>{t('cards.side.definition')}</label>
          <Suspense fallback={<EditorPlaceholder rows={5} />}>
            <RichTextField
              id={`${formId}-definition`}
              labelId={labelIds.definition}
              side={t('cards.side.definition')}
              initial={initialDefinition}
              resetKey={loaded}
              onChange={setDefinition}
              disabled={submitting}
              onBusyChange={busyChange}
              rows={5}
              invalid={Boolean(error)}
            />
          </Suspense>
          <ImageField side={t('cards.side.definition')} image={definitionImage} onChange={setDefinitionImage} disabled={submitting} onBusyChange={busyChange} />
          <ImageField side={t('cards.side.definition')} kind="sound" image={definitionSound} onChange={setDefinitionSound} disabled={submitting} onBusyChange={busyChange} />
        </div>
        {notes && deckId !== undefined && <TagsInput id={`${formId}-tags`} value={tags} onChange={setTags} disabled={submitting} />}
      </form>
  );
  return (
    <FormModal open={open} title={editing ? t('cards.form.editTitle') : t('cards.form.addTitle')} onClose={onClose} formId={formId} submitting={submitting} labels={editing ? [t('cards.form.save'), t('cards.form.saving')] : [t('cards.form.add'), t('cards.form.adding')]} disabled={uploads > 0} notice={editing ? undefined : (added?.text ?? null)} size={drawsOcclusions ? 'wide' : 'normal'}>
      {deckId !== undefined && !editing && (notes ? <NoteTypeSwitch value={noteKey} onChange={chooseNote} types={notes.types} disabled={submitting} /> : <CardKindSwitch kind={kind} onChange={(k) => setNoteKey(k)} disabled={submitting} />)}
      {deckId !== undefined && notes && !editing && noteKey !== 'basic' && noteKey !== 'cloze' ? (
        <NewNoteFields key={`${open}-${noteKey}`} typeKey={noteKey} formId={formId} deckId={deckId} onBusyChange={setSubmitting} onUploadingChange={busyChange} onSaved={(note) => onSaved?.({ id: note.cardIds[0] ?? 0, noteId: note.id, term: firstFieldText(note.fields) } as Flashcard)} onClose={onClose} />
      ) : deckId !== undefined && notes && editing && card && card.kind !== 'cloze' && card.noteId != null ? (
        <NoteEditGate
          key={`${open}-${card.id}`}
          card={card}
          formId={formId}
          deckId={deckId}
          basic={basicForm}
          onBasicNote={(note) => {
            setTags(note.tags.join(' '));
            setSavedTags(note.tags.join(' '));
          }}
          onBusyChange={setSubmitting}
          onUploadingChange={busyChange}
          onClose={onClose}
        />
      ) : deckId !== undefined && kind === 'cloze' ? (
        <ClozeFields key={`${open}-${card?.id}`} formId={formId} deckId={deckId} card={card} onBusyChange={setSubmitting} onUploadingChange={busyChange} onSaved={onSaved} onClose={onClose} />
      ) : (
        basicForm
      )}
    </FormModal>
  );
}

/** A note's first field as text, for the notice that names what was added. */
function firstFieldText(fields: Record<string, string>): string {
  const first = Object.values(fields)[0] ?? '';
  return new DOMParser().parseFromString(first, 'text/html').body.textContent?.trim() ?? '';
}

/** A side as the card has it, until the person edits it. */
function storedSide(text: string | undefined, html: string | null | undefined): SideValue {
  return { text: text ?? '', html: html ?? null, hasImage: Boolean(html && /<img\b/i.test(html)) };
}

/** The editor's box while its chunk loads: the same size, so the dialog does not jump. */
function EditorPlaceholder({ rows }: { rows: number }) {
  return (
    <div className={styles.field} aria-busy="true">
      <div className={styles.toolbar} style={{ minHeight: 43 }} />
      <div className={`${styles.editor} ${rows > 3 ? styles.tall : ''}`} />
    </div>
  );
}
