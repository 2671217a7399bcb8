import type { ComponentProps } from 'react';
import { lazyModal } from '../../components/ui/lazyModal';
import type { SuggestionFormModal as Real } from './SuggestionFormModal';

// The suggestion form loads when a subscriber opens it, not with the deck page (issue 48).
export const SuggestionFormModal = lazyModal<ComponentProps<typeof Real>>(() => import('./SuggestionFormModal').then((m) => m.SuggestionFormModal), (props) => props.target !== null);
