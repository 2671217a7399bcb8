import type { ComponentProps } from 'react';
import { lazyModal } from '../../components/ui/lazyModal';
import type { SmartSessionModal as Real } from './SmartSessionModal';

// The Smart Session dialog loads when it opens, not with the deck page (issue 48).
export const SmartSessionModal = lazyModal<ComponentProps<typeof Real>>(() => import('./SmartSessionModal').then((m) => m.SmartSessionModal), (props) => props.open);
