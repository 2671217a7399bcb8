import type { ComponentProps } from 'react';
import { lazyModal } from '../../components/ui/lazyModal';
import type { CardFormModal as Real } from './CardFormModal';

// The card form (its editor fields, cloze and image parts) loads when a card is added or edited,
// not with the deck page (issue 48).
export const CardFormModal = lazyModal<ComponentProps<typeof Real>>(() => import('./CardFormModal').then((m) => m.CardFormModal), (props) => props.open);
