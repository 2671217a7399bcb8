import type { Dispatch } from 'react';
import type { ImportPreview } from '../../../../shared/schemas/imports';
import { useT } from '../../i18n';
import { namespace as imports } from '../../locales/imports';
import { deckNameProblem, plannedDeckNames, type AnkiPreviewChoices } from './ankiChoices';
import type { ImportEvent } from './importMachine';
import styles from './AnkiPreview.module.css';

// Renaming the decks of an Anki import (issue 30): Anki names nest with '::'
// ("Classes::CBIO 3400::Amino Acids"); the parents stay as a prefix or are dropped, and each
// name can be edited. The choices live in the import reducer.

interface AnkiDeckNamesProps {
  preview: ImportPreview;
  choices: AnkiPreviewChoices;
  dispatch: Dispatch<ImportEvent>;
}

export function AnkiDeckNames({ preview, choices, dispatch }: AnkiDeckNamesProps) {
  const t = useT(imports);
  const decks = plannedDeckNames(preview, choices);
  if (decks.length === 0) return null;
  const nested = decks.some((deck) => deck.from.includes('::'));
  const single = preview.proposedDeckName !== undefined;
  return (
    <section aria-labelledby="anki-deck-names" className={styles.section}>
      <h3 id="anki-deck-names" className={styles.heading}>
        {single ? t('imports.names.newDeck') : t('imports.preview.decksToCreate', { n: decks.length })}
      </h3>
      {nested && (
        <fieldset className={styles.modes}>
          <legend className={styles.legend}>{t('imports.names.parents')}</legend>
          <label className={styles.mode}>
            <input type="radio" name="anki-parents" checked={choices.parents === 'prefix'} onChange={() => dispatch({ type: 'ankiParentsSet', parents: 'prefix' })} />
            {t('imports.names.prefix')}
          </label>
          <label className={styles.mode}>
            <input type="radio" name="anki-parents" checked={choices.parents === 'drop'} onChange={() => dispatch({ type: 'ankiParentsSet', parents: 'drop' })} />
            {t('imports.names.drop')}
          </label>
        </fieldset>
      )}
      <ul className={styles.deckNames}>
        {decks.map((deck, index) => {
          const problem = deckNameProblem(deck.to, t);
          const id = `anki-deck-${index}`;
          return (
            <li key={deck.from} className={styles.deckName}>
              <label htmlFor={id} className={styles.deckFrom}>
                {single ? t('imports.deckName') : <span translate="no">{deck.from}</span>}
                {deck.cardCount !== null && <span className="faint"> · {t('imports.cards', { n: deck.cardCount })}</span>}
              </label>
              <input
                id={id}
                className="input"
                value={deck.to}
                maxLength={200}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-error` : undefined}
                onChange={(event) => dispatch({ type: 'ankiDeckRenamed', from: deck.from, to: event.target.value })}
              />
              {problem && (
                <span id={`${id}-error`} className={styles.fieldError}>
                  {problem}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
