/**
 * Every client-portal query sits under this first key part: the payment flow refreshes
 * ['client-portal'] after a recorded payment, so My Invoices, My Projects and the dashboard follow.
 */
export const CLIENT_PORTAL_KEY = 'client-portal';
