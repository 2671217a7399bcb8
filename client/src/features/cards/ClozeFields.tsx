import { useDeferredValue, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { clozeNumbers, clozeProblem, renderCloze, wrapSelectionAsCloze } from '../../../../shared/cloze';
import type { CardKind, Flashcard } from '../../../../shared/schemas/decks';
import { FormError } from '../../components/ui/FormError';
import { errorMessage } from '../../lib/trpc';
import { useCreateClozeCards, useUpdateClozeCards } from '../decks/mutations';
import { changedMediaId, imageFromUrl, type SideImage } from './cardImage';
import { ImageField } from './ImageField';
import { useT } from '../../i18n';
import { namespace as cardsNs } from '../../locales/cards';
import { clozeProblemText } from './clozeWords';
import styles from './ClozeFields.module.css';

// The card form's Cloze mode (docs/study-modes.md, docs/study-modes.md): the note's text with its
// {{c1::…}} deletions, an optional Extra, a 'Make cloze' button that wraps the selection in the
// next number, and a live preview of the cards the note will make (computed with the same
// shared/cloze.ts the server expands it with). Saving makes or re-expands the whole note.

/** The preview lists this many cards; a note may make up to 500. */
const PREVIEW_CARDS = 20;

/** Basic or Cloze: shown above the form's fields when adding (an edited card keeps its kind's form). */
export function CardKindSwitch({ kind, onChange, disabled }: { kind: CardKind; onChange: (kind: CardKind) => void; disabled?: boolean }) {
  const t = useT(cardsNs);
  return (
    <div className={styles.kinds} role="radiogroup" aria-label={t('cards.cloze.type')}>
      {(['basic', 'cloze'] as const).map((value) => (
        <label key={value} className={`${styles.kind} ${kind === value ? styles.kindOn : ''}`}>
          <input type="radio" name="card-kind" value={value} checked={kind === value} onChange={() => onChange(value)} disabled={disabled} />
          {t(value === 'basic' ? 'cards.cloze.basic' : 'cards.cloze.cloze')}
        </label>
      ))}
    </div>
  );
}

interface ClozeFieldsProps {
  formId: string;
  deckId: number;
  /** A cloze card to edit (its note is edited), or a basic card to turn into a note; none adds. */
  card?: Flashcard | null;
  onBusyChange: (busy: boolean) => void;
  /** Told when a file starts or ends uploading (the form's save waits for it). */
  onUploadingChange?: (busy: boolean) => void;
  onSaved?: (card: Flashcard) => void;
  onClose: () => void;
}

/** Each side's image and sound, as the card form keeps them (docs/anki-history.md). */
interface NoteMedia {
  termImage: SideImage | null;
  definitionImage: SideImage | null;
  termSound: SideImage | null;
  definitionSound: SideImage | null;
}

const mediaOfCard = (card: Flashcard | null | undefined): NoteMedia => ({
  termImage: imageFromUrl(card?.termImageUrl),
  definitionImage: imageFromUrl(card?.definitionImageUrl),
  termSound: imageFromUrl(card?.termAudioUrl),
  definitionSound: imageFromUrl(card?.definitionAudioUrl),
});

const hasMedia = (media: NoteMedia) => Object.values(media).some(Boolean);

export function ClozeFields({ formId, deckId, card, onBusyChange, onUploadingChange, onSaved, onClose }: ClozeFieldsProps) {
  const t = useT(cardsNs);
  const editing = Boolean(card);
  const [text, setText] = useState(() => (card?.kind === 'cloze' ? (card.clozeText ?? '') : (card?.term ?? '')));
  const [extra, setExtra] = useState(() => (card?.kind === 'cloze' ? (card.clozeExtra ?? '') : ''));
  // The note's files: the edited card's to start with; saved on every card of the note.
  const [startMedia, setStartMedia] = useState(() => mediaOfCard(card));
  const [media, setMedia] = useState(startMedia);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);
  const create = useCreateClozeCards();
  const update = useUpdateClozeCards(deckId);

  // After 'Make cloze' the caret goes after the new deletion (or inside an empty one).
  useLayoutEffect(() => {
    if (caret.current === null || !textRef.current) return;
    textRef.current.focus();
    textRef.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [text]);

  const makeCloze = () => {
    const area = textRef.current;
    if (!area) return;
    const wrapped = wrapSelectionAsCloze(text, area.selectionStart, area.selectionEnd);
    caret.current = wrapped.caret;
    setText(wrapped.text);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const problem = clozeProblem(text.trim());
    if (problem) return setError(clozeProblemText(problem, t));
    onBusyChange(true);
    setBusy(true);
    try {
      // Only the sides that changed: one left out keeps each card's own file.
      const changes = {
        termImageId: changedMediaId(media.termImage, startMedia.termImage),
        definitionImageId: changedMediaId(media.definitionImage, startMedia.definitionImage),
        termAudioId: changedMediaId(media.termSound, startMedia.termSound),
        definitionAudioId: changedMediaId(media.definitionSound, startMedia.definitionSound),
      };
      const fields = {
        kind: 'cloze' as const,
        clozeText: text.trim(),
        extra: extra.trim() || null,
        ...(Object.fromEntries(Object.entries(changes).filter(([, id]) => id !== undefined)) as Partial<typeof changes>),
      };
      const { cards } = card ? await update.mutateAsync({ cardId: card.id, ...fields }) : await create.mutateAsync({ deckId, ...fields });
      if (cards[0]) onSaved?.(cards[0]);
      if (editing) onClose();
      else {
        setText('');
        setExtra('');
        const none = mediaOfCard(null);
        setStartMedia(none);
        setMedia(none);
      }
    } catch (e) {
      setError(errorMessage(e, t(editing ? 'cards.form.updateFailed' : 'cards.form.createFailed')));
    } finally {
      onBusyChange(false);
      setBusy(false);
    }
  }

  const setSide = (key: keyof NoteMedia) => (file: SideImage | null) => setMedia((current) => ({ ...current, [key]: file }));

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <FormError message={error} />
      <div className="field">
        <div className={styles.textHead}>
          <label htmlFor={`${formId}-cloze`}>{t('cards.cloze.text')}</label>
          <button type="button" className="btn btn-secondary btn-sm" onMouseDown={(e) => e.preventDefault()} onClick={makeCloze} aria-keyshortcuts="Control+Shift+C">
            {t('cards.cloze.make')}
          </button>
        </div>
        <textarea
          id={`${formId}-cloze`}
          ref={textRef}
          className="textarea"
          translate="no"
          dir="auto"
          rows={4}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key.toLowerCase() === 'c' && e.shiftKey && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              makeCloze();
            }
          }}
          aria-describedby={`${formId}-cloze-help`}
        />
        <p id={`${formId}-cloze-help`} className={styles.help}>
          {t('cards.cloze.help', { example: '{{c1::answer::hint}}' })}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${formId}-extra`}>{t('cards.cloze.extra')}</label>
        <textarea id={`${formId}-extra`} className="textarea" translate="no" dir="auto" rows={2} value={extra} onChange={(e) => setExtra(e.target.value)} />
      </div>
      {/* As on a basic card (docs/anki-history.md): the front shows with each prompt, the back with each
          answer. Folded unless the note has files, so the text and its live preview stay together. */}
      <details className={`field ${styles.media}`} open={hasMedia(startMedia) || undefined}>
        <summary className={styles.mediaHeading}>
          {t('cards.cloze.media')} <span className={styles.mediaNote}>{t('cards.cloze.mediaNote')}</span>
        </summary>
        <div className={styles.mediaSide} role="group" aria-label={t('cards.side.front')}>
          <span className={styles.mediaSideName}>{t('cards.side.front')}</span>
          <ImageField side={t('cards.side.front')} image={media.termImage} onChange={setSide('termImage')} disabled={busy} onBusyChange={onUploadingChange} />
          <ImageField side={t('cards.side.front')} kind="sound" image={media.termSound} onChange={setSide('termSound')} disabled={busy} onBusyChange={onUploadingChange} />
        </div>
        <div className={styles.mediaSide} role="group" aria-label={t('cards.side.back')}>
          <span className={styles.mediaSideName}>{t('cards.side.back')}</span>
          <ImageField side={t('cards.side.back')} image={media.definitionImage} onChange={setSide('definitionImage')} disabled={busy} onBusyChange={onUploadingChange} />
          <ImageField side={t('cards.side.back')} kind="sound" image={media.definitionSound} onChange={setSide('definitionSound')} disabled={busy} onBusyChange={onUploadingChange} />
        </div>
      </details>
      <ClozePreview text={text} extra={extra} />
    </form>
  );
}

/** The cards the note will make, as the server will make them; deferred so typing stays quick on a long note. */
function ClozePreview({ text, extra }: { text: string; extra: string }) {
  const t = useT(cardsNs);
  const source = useDeferredValue(text.trim());
  const more = useDeferredValue(extra);
  const numbers = clozeNumbers(source);
  const found = source ? clozeProblem(source) : null;
  const problem = found && clozeProblemText(found, t);
  return (
    <section className={styles.preview} aria-labelledby="cloze-preview-heading" aria-live="polite">
      <h3 id="cloze-preview-heading" className={styles.previewHeading}>
        {numbers.length > 0 ? t('cards.cloze.previewCount', { n: numbers.length }) : t('cards.cloze.preview')}
      </h3>
      {problem ? (
        <p className={styles.problem} data-testid="cloze-problem">
          {problem}
        </p>
      ) : (
        <ol className={styles.previewList} data-testid="cloze-preview">
          {numbers.slice(0, PREVIEW_CARDS).map((n) => {
            const card = renderCloze(source, n, more);
            return (
              <li key={n} className={styles.previewCard}>
                <span className={styles.badge}>{t('cards.cloze.badge', { n: String(n) })}</span>
                <span className={styles.prompt} dir="auto" translate="no">
                  {card.term}
                </span>
                <span className={styles.answer} dir="auto" translate="no">
                  {card.answer}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {numbers.length > PREVIEW_CARDS && <p className={styles.help}>{t('cards.cloze.more', { n: numbers.length - PREVIEW_CARDS })}</p>}
    </section>
  );
}
