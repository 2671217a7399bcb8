import { useState } from 'react';
import type { DeckDetail, Flashcard } from '../../../../shared/schemas/decks';
import { CardList } from '../cards/CardList';
import { SuggestionFormModal } from './LazySuggestionFormModal';
import { YourSuggestions } from './YourSuggestions';
import styles from './sharing.module.css';
import { useT } from '../../i18n';
import { namespace as sharingNs } from '../../locales/sharing';

/**
 * A subscriber's part of a shared deck's page (docs/shared-decks.md): the owner's cards, read-only, each
 * with Suggest an edit; Suggest a card in the list's toolbar; and the learner's own suggestions
 * with their outcomes.
 */
export function SubscriberCards({ deck }: { deck: DeckDetail }) {
  const [target, setTarget] = useState<Flashcard | 'new' | null>(null);
  const t = useT(sharingNs);
  return (
    <>
      <YourSuggestions deckId={deck.id} />
      <CardList
        deckId={deck.id}
        cards={deck.flashcards}
        termLanguage={deck.term_language}
        definitionLanguage={deck.definition_language}
        readOnly={{
          emptyText: t('sharing.subscriber.empty'),
          toolbarAction: (
            <button type="button" className="btn btn-secondary" onClick={() => setTarget('new')}>
              {t('sharing.suggestCard')}
            </button>
          ),
          itemActions: (card) => (
            <button type="button" className={`btn btn-ghost btn-sm ${styles.suggestAction}`} onClick={() => setTarget(card)} aria-label={t('sharing.suggestEditTo', { term: card.term })}>
              {t('sharing.suggestEdit')}
            </button>
          ),
        }}
      />
      <SuggestionFormModal deckId={deck.id} target={target} onClose={() => setTarget(null)} />
    </>
  );
}
