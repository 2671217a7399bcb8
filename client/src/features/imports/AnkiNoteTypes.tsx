import type { Dispatch } from 'react';
import type { AnkiExampleCard, AnkiNoteTypePreview } from '../../../../shared/schemas/imports';
import { CardFace, type CardSide } from '../../components/CardFace/CardFace';
import { useLocale, useT } from '../../i18n';
import { namespace as imports } from '../../locales/imports';
import { languageName } from '../decks/languages';
import { cardsWithChoice, speechLine, type NoteTypeChoice } from './ankiChoices';
import type { ImportEvent } from './importMachine';
import styles from './AnkiPreview.module.css';

// The Anki preview's note types (issue 30): an example card per template as it will look, a
// switch to 'choose fields' (one card per note, like the CSV mapping) and a box per template to
// skip it. The choices live in the import reducer; this only shows them and dispatches edits.

interface AnkiNoteTypesProps {
  noteTypes: AnkiNoteTypePreview[];
  choices: Record<number, NoteTypeChoice>;
  dispatch: Dispatch<ImportEvent>;
}

export function AnkiNoteTypes({ noteTypes, choices, dispatch }: AnkiNoteTypesProps) {
  const t = useT(imports);
  return (
    <section aria-labelledby="anki-note-types" className={styles.section}>
      <h3 id="anki-note-types" className={styles.heading}>
        {t('imports.types.heading')}
      </h3>
      {noteTypes.map((type) => (
        <NoteType key={type.id} type={type} choice={choices[type.id]} dispatch={dispatch} />
      ))}
    </section>
  );
}

function NoteType({ type, choice, dispatch }: { type: AnkiNoteTypePreview; choice: NoteTypeChoice | undefined; dispatch: Dispatch<ImportEvent> }) {
  const t = useT(imports);
  const locale = useLocale();
  // A language's name in the reader's language ('coreano'); English names as the deck page shows them.
  const langName = (tag: string) => {
    if (locale === 'en' || locale === 'pseudo') return languageName(tag);
    try {
      return new Intl.DisplayNames([locale], { type: 'language' }).of(tag) ?? languageName(tag);
    } catch {
      return languageName(tag);
    }
  };
  const mode = choice?.mode ?? 'templates';
  const headingId = `anki-type-${type.id}`;
  const change = (next: Partial<Omit<NoteTypeChoice, 'skipped'>>) => dispatch({ type: 'ankiNoteTypeChanged', id: type.id, change: next });
  return (
    <article className={styles.noteType} aria-labelledby={headingId} data-testid="anki-note-type">
      <h4 id={headingId} className={styles.noteTypeName}>
        <span translate="no">{type.name}</span>
        <span className={styles.noteTypeCounts}>
          {t('imports.types.counts', { notes: t('imports.notes', { n: type.noteCount }), cards: t('imports.cards', { n: cardsWithChoice(type, choice) }) })}
        </span>
      </h4>
      {type.canChooseFields && (
        <fieldset className={styles.modes}>
          <legend className="visually-hidden">{t('imports.types.how', { name: type.name })}</legend>
          <label className={styles.mode}>
            <input type="radio" name={`mode-${type.id}`} checked={mode === 'templates'} onChange={() => change({ mode: 'templates' })} />
            {t('imports.types.asAnki', { n: type.templates.length })}
          </label>
          <label className={styles.mode}>
            <input type="radio" name={`mode-${type.id}`} checked={mode === 'fields'} onChange={() => change({ mode: 'fields' })} />
            {t('imports.types.chooseFields')}
          </label>
        </fieldset>
      )}
      {mode === 'fields' && choice ? (
        <FieldChoice type={type} choice={choice} onChange={change} />
      ) : (
        <ul className={styles.templates}>
          {type.templates.map((template) => {
            const skipped = choice?.skipped.includes(template.ord) ?? false;
            return (
              <li key={template.ord} className={`${styles.template} ${skipped ? styles.templateSkipped : ''}`}>
                <label className={styles.templateToggle}>
                  <input
                    type="checkbox"
                    checked={!skipped}
                    onChange={(event) => dispatch({ type: 'ankiTemplateSkipped', id: type.id, ord: template.ord, skipped: !event.target.checked })}
                  />
                  <span>
                    <strong translate="no">{template.name}</strong> <span className="faint">{t('imports.cards', { n: template.cardCount })}</span>
                  </span>
                </label>
                {template.example ? <ExampleCard card={template.example} label={`${type.name}, ${template.name}`} /> : <p className="faint">{t('imports.types.noContent')}</p>}
                {template.speech && <p className="faint">{speechLine(template.speech, t, langName)}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}

function FieldChoice({ type, choice, onChange }: { type: AnkiNoteTypePreview; choice: NoteTypeChoice; onChange: (change: Partial<Omit<NoteTypeChoice, 'skipped'>>) => void }) {
  const t = useT(imports);
  const select = (side: 'term' | 'definition', label: string) => (
    <div className={styles.fieldSelect}>
      <label htmlFor={`field-${type.id}-${side}`}>{label}</label>
      <select id={`field-${type.id}-${side}`} className="select" value={choice[side]} onChange={(event) => onChange({ [side]: Number(event.target.value) })}>
        {type.fields.map((name, index) => (
          <option key={index} value={index}>
            {name}
          </option>
        ))}
      </select>
      <span className={styles.fieldSample}>
        <span className="faint">{t('imports.types.firstNote')}</span>
        {type.exampleFields[choice[side]] || <span className="faint">{t('imports.preview.empty')}</span>}
      </span>
    </div>
  );
  return (
    <div className={styles.fieldChoice}>
      {select('term', t('imports.types.termField'))}
      {select('definition', t('imports.types.definitionField'))}
      {choice.term === choice.definition && (
        <p className={styles.fieldError} role="alert">
          {t('imports.types.twoFields')}
        </p>
      )}
    </div>
  );
}

/** Front and back of an example card, through CardFace like every card side. */
function ExampleCard({ card, label }: { card: AnkiExampleCard; label: string }) {
  const t = useT(imports);
  // `html` is the sanitized side for CardFace's rich branch (docs/rich-cards.md); until CardFace renders
  // HTML it shows the plain text.
  // An image-only side shows a placeholder: the preview's files are not served before the confirm.
  const front: CardSide & { html: string } = { text: card.front || (card.frontHasImage ? t('imports.types.picture') : ''), html: card.frontHtml };
  const back: CardSide & { html: string } = { text: card.back || (card.backHasImage ? t('imports.types.picture') : ''), html: card.backHtml };
  return (
    <div className={styles.example} role="group" aria-label={t('imports.types.example', { label })}>
      <div className={styles.side}>
        <span className={styles.sideLabel}>{t('imports.types.front')}</span>
        <CardFace side={front} context="prompt" classes={{ text: styles.sideText }} />
      </div>
      <div className={styles.side}>
        <span className={styles.sideLabel}>{t('imports.types.back')}</span>
        {back.text ? <CardFace side={back} context="prompt" classes={{ text: styles.sideText }} /> : <span className="faint">{t('imports.preview.empty')}</span>}
      </div>
    </div>
  );
}
