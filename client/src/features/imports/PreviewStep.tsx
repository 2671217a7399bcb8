import type { Dispatch } from 'react';
import { Link } from 'wouter';
import { CardFace } from '../../components/CardFace/CardFace';
import type { ImportPreview } from '../../../../shared/schemas/imports';
import type { ExistingDeck } from './reimport';
import { cardStatus, cutDescription, emptyPreviewMessage } from './importFlow';
import type { AnkiPreviewChoices } from './ankiChoices';
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
  if (!text && !html) return <span className="faint">{hasImage ? '(image)' : '(empty)'}</span>;
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
  return (
    <div className={styles.preview}>
      {error && (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      )}
      {/* The step's heading: focus moves here when the preview appears (issue #29). */}
      <h3 className={styles.previewMessage} tabIndex={-1} data-dialog-focus>
        {preview.message}
      </h3>

      {duplicates.length > 0 && (
        <div className={`alert alert-warning ${styles.duplicate}`} role="status">
          <strong>You have imported this before.</strong>{' '}
          {duplicates.length === 1
            ? `You already have a deck “${duplicates[0].name}” from the same kind of file (${duplicates[0].card_count} cards).`
            : `You already have ${duplicates.length} decks with these names from the same kind of file.`}{' '}
          {canUpdate
            ? 'Update the existing deck: cards with the same term get the definition from the file and keep your progress, new terms are added, and cards that are not in the file stay. Or import a new copy beside it.'
            : 'Importing again makes a second copy; your progress stays with the existing deck.'}
          <span className={styles.duplicateLinks}>
            {duplicates.map((deck) => (
              <Link key={deck.id} href={`/decks/${deck.id}`} className="btn btn-secondary btn-sm" onClick={onOpenDeck}>
                Open “{deck.name}”
              </Link>
            ))}
          </span>
        </div>
      )}

      {preview.ankiHistory && preview.ankiHistory.cardsWithHistory > 0 && (
        <p className={styles.historyNote} role="status">
          {preview.ankiHistory.cardsWithHistory.toLocaleString('en-US')} {preview.ankiHistory.cardsWithHistory === 1 ? 'card has' : 'cards have'} Anki
          review history.{' '}
          {preview.ankiHistory.kept ? 'Their schedule and past reviews will be kept.' : 'It will not be kept: every card starts as new.'}
        </p>
      )}

      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>Cards found</dt>
          <dd>{totalCardsAttempted.toLocaleString('en-US')}</dd>
        </div>
        <div className={`${styles.stat} ${styles.statGood}`}>
          <dt>Ready to import</dt>
          <dd>{(totalCardsAttempted - cardsWithIssues).toLocaleString('en-US')}</dd>
        </div>
        <div className={`${styles.stat} ${cardsWithIssues ? styles.statBad : ''}`}>
          <dt>With issues</dt>
          <dd>{cardsWithIssues.toLocaleString('en-US')}</dd>
        </div>
      </dl>

      {!ankiChoices && preview.proposedDeckName !== undefined && (
        <p className={styles.target}>
          New deck: <strong>{preview.proposedDeckName}</strong>
        </p>
      )}
      {!ankiChoices && preview.decksToCreate && preview.decksToCreate.length > 0 && (
        <section aria-labelledby="decks-to-create">
          <h3 id="decks-to-create" className={styles.subheading}>
            Decks to create ({preview.decksToCreate.length})
          </h3>
          <ul className={styles.deckList}>
            {preview.decksToCreate.map((deck) => (
              <li key={deck.name} className={styles.deckItem}>
                <span className={styles.deckName}>{deck.name}</span>
                <span className={styles.deckCount}>{deck.cardCount.toLocaleString('en-US')} cards</span>
                {deck.description && <span className={styles.deckDescription}>{cutDescription(deck.description)}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}

      {preview.media && (preview.media.cardsWithMedia > 0 || (preview.media.issues.length > 0 && !ankiChoices) || Boolean(preview.media.skippedFiles?.length)) && (
        <div className={styles.target} role="status">
          <p className={styles.mediaLine}>{preview.media.message}</p>
          {/* An Anki preview lists them under 'What will not come across', with the rest. */}
          {preview.media.issues.length > 0 && !ankiChoices && (
            <ul className={styles.mediaIssues}>
              {preview.media.issues.map((issue) => (
                <li key={issue}>{issue}</li>
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
            {cardsWithIssues.toLocaleString('en-US')} {cardsWithIssues === 1 ? 'card has' : 'cards have'} issues and will be skipped
          </summary>
          <ul>
            {issuesPreview.map((issue, index) => (
              <li key={index}>
                <strong>{issue.term || '(empty term)'}</strong>: {issue.errors.join(' ')}
              </li>
            ))}
          </ul>
        </details>
      )}

      {empty ? (
        <div className="empty-state">{empty}</div>
      ) : (
        <div className={styles.tableWrap} tabIndex={0} aria-label="Preview of the cards">
          <table className={styles.table}>
            <caption className={styles.caption}>
              {preview.previewCards.length < totalCardsAttempted
                ? `Showing the first ${preview.previewCards.length} of ${totalCardsAttempted.toLocaleString('en-US')} cards`
                : `All ${preview.previewCards.length} cards`}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.numCol}>
                  #
                </th>
                <th scope="col">Term</th>
                <th scope="col">Definition</th>
                {showDeck && <th scope="col">{preview.message.startsWith('Cardcade backup') ? 'Deck' : 'Anki deck'}</th>}
                <th scope="col">Status</th>
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
                  {showDeck && <td className={styles.cellDeck}>{card.ankiDeckName}</td>}
                  <td className={styles.cellStatus}>
                    <span
                      className={`${styles.badge} ${card.errors.length ? styles.badgeIssue : styles.badgeOk}`}
                      title={card.errors.join(' ') || undefined}
                    >
                      {cardStatus(card.errors)}
                    </span>
                    {card.errors.length > 0 && <span className="visually-hidden">: {card.errors.join(' ')}</span>}
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
