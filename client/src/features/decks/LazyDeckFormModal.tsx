import type { ComponentProps } from 'react';
import { lazyModal } from '../../components/ui/lazyModal';
import type { DeckFormModal as Real } from './CreateDeckModal';

// The deck form loads when it opens, not with the page (issue 48).
export const DeckFormModal = lazyModal<ComponentProps<typeof Real>>(() => import('./CreateDeckModal').then((m) => m.DeckFormModal), (props) => props.open);
