import { useState } from 'react';
import type { OrderDialogView } from '../utils/order-details';

/**
 * Which view the order dialog shows: the details, Need Help's contact form, or the details again
 * after Need Help ('back', focus returns to Need Help). Closing starts the next order at its details.
 */
export function useOrderDialogView(onClose: () => void) {
  const [view, setView] = useState<OrderDialogView>('details');
  const close = () => {
    setView('details');
    onClose();
  };
  return { view, close, needHelp: () => setView('help'), backToOrder: () => setView('back') };
}
