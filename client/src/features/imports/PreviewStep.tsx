import type { Dispatch } from 'react';
import { Link } from 'wouter';
import { CardFace } from '../../components/CardFace/CardFace';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { useMsg } from '../../i18n/useMsg';
import { namespace as imports } from '../../locales/imports';
import type { ImportPreview } from '../../../../shared/schemas/imports';
import type { ExistingDeck } from './reimport';
import { cardStatus, cutDescription, emptyPreviewMessage } from './importFlow';
import { ankiChoicesProblem, type AnkiPreviewChoices } from './ankiChoices';
import { AnkiPreview } from './AnkiPreview';
import type { ImportEvent } from './importMachine';
import { SkippedMedia } from './SkippedMedia';
import styles from './ImportModal.module.css';

/**
 * A sample card's side as the card list shows it (CardFace, docs/rich-cards.md): formatting, lists, math.
 * Its images are not in the HTML (their files are stored by the confirm); a side that is only an
 * image says so.
 */
function PreviewSide({ text, html, hasImage }: { text: string; html?: string; hasImage?: true }) {
  const t = useT(imports);
  if (!text && !html) return <span className="faint">{hasImage ? t('imports.preview.image') : t('imports.preview.empty')}</span>;
  return <CardFace side={{ text, html }} context="list" classes={html ? { text: styles.richCell } : {}} />;
}

/** The preview of docs/product.md: entities: summary, target deck(s), issues, and the first cards with their status. */
interface PreviewStepProps {
  preview: ImportPreview;
  error: string | null;
  /** Existing decks this import would duplicate (same name and source): warn, offer to open them. */
  duplicates?: readonly ExistingDeck[];
  /** The footer offers 'Update the Existing Deck' (one deck in the file, one deck it repeats). */
  canUpdate?: boolean;
  onOpenDeck?: () => void;
  /** An Anki preview's choices (note types, templates, deck names) and where edits go. */
  anki?: { choices: AnkiPreviewChoices; dispatch: Dispatch<ImportEvent> };
}

export function PreviewStep({ preview, error, duplicates = [], canUpdate = false, onOpenDeck, anki }: PreviewStepProps) {
  // An Anki package with note types gets its own deck naming and examples (AnkiPreview).
  const ankiChoices = anki && preview.ankiNoteTypes ? anki : null;
  const { totalCardsAttempted, cardsWithIssues, issuesPreview } = preview.errorSummary;
  const showDeck = preview.previewCards.some((card) => card.ankiDeckName);
  const empty = emptyPreviewMessage(preview);
  const t = useT(imports);
  const tm = useMsg();
  const format = useFormat();
  // The reducer words an Anki choice's problem in English; shown here in the reader's language.
  const shownError = error && ankiChoices && error === ankiChoicesProblem(preview, ankiChoices.choices) ? ankiChoicesProblem(preview, ankiChoices.choices, t) : error && tm(error);
  return (
    <div className={styles.preview}>
      {error && (
        <div className="alert alert-error" role="alert">
          {shownError}
        </div>
      )}
      {/* The step's heading: focus moves here when the preview appears (issue #29). */}
      <h3 className={styles.previewMessage} tabIndex={-1} data-dialog-focus>
        {tm(preview.message)}
      </h3>

      {duplicates.length > 0 && (
        <div className={`alert alert-warning ${styles.duplicate}`} role="status">
          <strong>{t('imports.preview.before')}</strong>{' '}
          {duplicates.length === 1
            ? t('imports.preview.oneDuplicate', { name: duplicates[0].name, count: duplicates[0].card_count })
            : t('imports.preview.duplicates', { n: duplicates.length })}{' '}
          {canUpdate ? t('imports.preview.canUpdate') : t('imports.preview.secondCopy')}
          <span className={styles.duplicateLinks}>
            {duplicates.map((deck) => (
              <Link key={deck.id} href={`/decks/${deck.id}`} className="btn btn-secondary btn-sm" onClick={onOpenDeck}>
                {t('imports.preview.openNamed', { name: deck.name })}
              </Link>
            ))}
          </span>
        </div>
      )}

      {preview.ankiHistory && preview.ankiHistory.cardsWithHistory > 0 && (
        <p className={styles.historyNote} role="status">
          {t('imports.preview.history', { n: preview.ankiHistory.cardsWithHistory })}{' '}
          {preview.ankiHistory.kept ? t('imports.preview.historyKept') : t('imports.preview.historyDropped')}
        </p>
      )}

      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{t('imports.preview.found')}</dt>
          <dd>{format.number(totalCardsAttempted)}</dd>
        </div>
        <div className={`${styles.stat} ${styles.statGood}`}>
          <dt>{t('imports.preview.ready')}</dt>
          <dd>{format.number(totalCardsAttempted - cardsWithIssues)}</dd>
        </div>
        <div className={`${styles.stat} ${cardsWithIssues ? styles.statBad : ''}`}>
          <dt>{t('imports.preview.withIssues')}</dt>
          <dd>{format.number(cardsWithIssues)}</dd>
        </div>
      </dl>

      {!ankiChoices && preview.proposedDeckName !== undefined && (
        <p className={styles.target}>
          {t.rich('imports.preview.newDeck', { b: (name) => <strong translate="no">{name}</strong> }, { name: preview.proposedDeckName })}
        </p>
      )}
      {!ankiChoices && preview.decksToCreate && preview.decksToCreate.length > 0 && (
        <section aria-labelledby="decks-to-create">
          <h3 id="decks-to-create" className={styles.subheading}>
            {t('imports.preview.decksToCreate', { n: preview.decksToCreate.length })}
          </h3>
          <ul className={styles.deckList}>
            {preview.decksToCreate.map((deck) => (
              <li key={deck.name} className={styles.deckItem}>
                <span className={styles.deckName} translate="no">
                  {deck.name}
                </span>
                <span className={styles.deckCount}>{t('imports.cards', { n: deck.cardCount })}</span>
                {deck.description && <span className={styles.deckDescription}>{cutDescription(deck.description)}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}

      {preview.media && (preview.media.cardsWithMedia > 0 || (preview.media.issues.length > 0 && !ankiChoices) || Boolean(preview.media.skippedFiles?.length)) && (
        <div className={styles.target} role="status">
          <p className={styles.mediaLine}>{tm(preview.media.message)}</p>
          {/* An Anki preview lists them under 'What will not come across', with the rest. */}
          {preview.media.issues.length > 0 && !ankiChoices && (
            <ul className={styles.mediaIssues}>
              {preview.media.issues.map((issue) => (
                <li key={issue}>{tm(issue)}</li>
              ))}
            </ul>
          )}
          <SkippedMedia files={preview.media.skippedFiles} />
        </div>
      )}

      {ankiChoices && <AnkiPreview preview={preview} choices={ankiChoices.choices} dispatch={ankiChoices.dispatch} />}

      {cardsWithIssues > 0 && (
        <details className={styles.issues}>
          <summary>
            {t('imports.preview.skippedIssues', { n: cardsWithIssues })}
          </summary>
          <ul>
            {issuesPreview.map((issue, index) => (
              <li key={index}>
                <strong>{issue.term || t('imports.preview.emptyTerm')}</strong>: {issue.errors.map(tm).join(' ')}
              </li>
            ))}
          </ul>
        </details>
      )}

      {empty ? (
        <div className="empty-state">{tm(empty)}</div>
      ) : (
        <div className={styles.tableWrap} tabIndex={0} aria-label={t('imports.preview.table')}>
          <table className={styles.table}>
            <caption className={styles.caption}>
              {preview.previewCards.length < totalCardsAttempted
                ? t('imports.preview.showingFirst', { shown: preview.previewCards.length, total: format.number(totalCardsAttempted) })
                : t('imports.preview.all', { n: preview.previewCards.length })}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.numCol}>
                  #
                </th>
                <th scope="col">{t('imports.preview.term')}</th>
                <th scope="col">{t('imports.preview.definition')}</th>
                {showDeck && <th scope="col">{preview.message.startsWith('Cardcade backup') ? t('imports.preview.deck') : t('imports.preview.ankiDeck')}</th>}
                <th scope="col">{t('imports.preview.status')}</th>
              </tr>
            </thead>
            <tbody>
              {preview.previewCards.map((card, index) => (
                <tr key={index} className={card.errors.length ? styles.rowIssue : undefined}>
                  <td className={styles.numCol}>{index + 1}</td>
                  <td className={`${styles.cellText} ${styles.cellTerm}`}>
                    <PreviewSide text={card.term} html={card.termHtml} hasImage={card.termHasImage} />
                  </td>
                  <td className={`${styles.cellText} ${styles.cellDefinition}`}>
                    <PreviewSide text={card.definition} html={card.definitionHtml} hasImage={card.definitionHasImage} />
                  </td>
                  {showDeck && (
                    <td className={styles.cellDeck} translate="no">
                      {card.ankiDeckName}
                    </td>
                  )}
                  <td className={styles.cellStatus}>
                    <span
                      className={`${styles.badge} ${card.errors.length ? styles.badgeIssue : styles.badgeOk}`}
                      title={card.errors.map(tm).join(' ') || undefined}
                    >
                      {cardStatus(card.errors, t)}
                    </span>
                    {card.errors.length > 0 && <span className="visually-hidden">: {card.errors.map(tm).join(' ')}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
