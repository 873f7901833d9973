import type { ClientDueWindow } from '@firm/shared/domain/client-portal';

// The client's list filters: their words for the due-date windows (spec 02 §9).

export const CLIENT_DUE_WINDOW_LABELS: Record<ClientDueWindow, string> = {
  overdue: 'Overdue',
  '7': 'Next 7 Days',
  '15': 'Next 15 Days',
  '20': 'Next 20 Days',
  '31': 'Next 31 Days',
  '45': 'Next 45 Days',
};
