import { notify } from '@firm/shared/ui/toast';

/** Words of our own: the spec names the toast kinds, not this message. */
export const SESSION_EXPIRED_TOAST = {
  title: 'Session Expired',
  message: 'Your session has ended. Please sign in again to continue where you left off.',
} as const;

export const SIGNED_OUT_ELSEWHERE_TOAST = {
  title: 'Signed Out',
  message: 'You signed out of the portal in another tab.',
} as const;

export function notifySessionExpired() {
  notify({ ...SESSION_EXPIRED_TOAST, variant: 'warning' });
}

export function notifySignedOutElsewhere() {
  notify({ ...SIGNED_OUT_ELSEWHERE_TOAST, variant: 'info' });
}
