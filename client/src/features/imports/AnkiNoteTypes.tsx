import type { Dispatch } from 'react';
import type { AnkiExampleCard, AnkiNoteTypePreview } from '../../../../shared/schemas/imports';
import { CardFace, type CardSide } from '../../components/CardFace/CardFace';
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

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export function AnkiNoteTypes({ noteTypes, choices, dispatch }: AnkiNoteTypesProps) {
  return (
    <section aria-labelledby="anki-note-types" className={styles.section}>
      <h3 id="anki-note-types" className={styles.heading}>
        Cards from your note types
      </h3>
      {noteTypes.map((type) => (
        <NoteType key={type.id} type={type} choice={choices[type.id]} dispatch={dispatch} />
      ))}
    </section>
  );
}

function NoteType({ type, choice, dispatch }: { type: AnkiNoteTypePreview; choice: NoteTypeChoice | undefined; dispatch: Dispatch<ImportEvent> }) {
  const mode = choice?.mode ?? 'templates';
  const headingId = `anki-type-${type.id}`;
  const change = (next: Partial<Omit<NoteTypeChoice, 'skipped'>>) => dispatch({ type: 'ankiNoteTypeChanged', id: type.id, change: next });
  return (
    <article className={styles.noteType} aria-labelledby={headingId} data-testid="anki-note-type">
      <h4 id={headingId} className={styles.noteTypeName}>
        {type.name}
        <span className={styles.noteTypeCounts}>
          {plural(type.noteCount, 'note')} → {plural(cardsWithChoice(type, choice), 'card')}
        </span>
      </h4>
      {type.canChooseFields && (
        <fieldset className={styles.modes}>
          <legend className="visually-hidden">How to make cards from “{type.name}”</legend>
          <label className={styles.mode}>
            <input type="radio" name={`mode-${type.id}`} checked={mode === 'templates'} onChange={() => change({ mode: 'templates' })} />
            As Anki shows them ({plural(type.templates.length, 'template')})
          </label>
          <label className={styles.mode}>
            <input type="radio" name={`mode-${type.id}`} checked={mode === 'fields'} onChange={() => change({ mode: 'fields' })} />
            Choose fields (one card per note)
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
                    <strong>{template.name}</strong> <span className="faint">{plural(template.cardCount, 'card')}</span>
                  </span>
                </label>
                {template.example ? <ExampleCard card={template.example} label={`${type.name}, ${template.name}`} /> : <p className="faint">No card of this template has content.</p>}
                {template.speech && <p className="faint">{speechLine(template.speech)}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}

function FieldChoice({ type, choice, onChange }: { type: AnkiNoteTypePreview; choice: NoteTypeChoice; onChange: (change: Partial<Omit<NoteTypeChoice, 'skipped'>>) => void }) {
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
        <span className="faint">First note: </span>
        {type.exampleFields[choice[side]] || <span className="faint">(empty)</span>}
      </span>
    </div>
  );
  return (
    <div className={styles.fieldChoice}>
      {select('term', 'Term field')}
      {select('definition', 'Definition field')}
      {choice.term === choice.definition && (
        <p className={styles.fieldError} role="alert">
          Choose two different fields.
        </p>
      )}
    </div>
  );
}

/** Front and back of an example card, through CardFace like every card side. */
function ExampleCard({ card, label }: { card: AnkiExampleCard; label: string }) {
  // `html` is the sanitized side for CardFace's rich branch (docs/rich-cards.md); until CardFace renders
  // HTML it shows the plain text.
  // An image-only side shows a placeholder: the preview's files are not served before the confirm.
  const front: CardSide & { html: string } = { text: card.front || (card.frontHasImage ? '(picture)' : ''), html: card.frontHtml };
  const back: CardSide & { html: string } = { text: card.back || (card.backHasImage ? '(picture)' : ''), html: card.backHtml };
  return (
    <div className={styles.example} role="group" aria-label={`Example card: ${label}`}>
      <div className={styles.side}>
        <span className={styles.sideLabel}>Front</span>
        <CardFace side={front} context="prompt" classes={{ text: styles.sideText }} />
      </div>
      <div className={styles.side}>
        <span className={styles.sideLabel}>Back</span>
        {back.text ? <CardFace side={back} context="prompt" classes={{ text: styles.sideText }} /> : <span className="faint">(empty)</span>}
      </div>
    </div>
  );
}
