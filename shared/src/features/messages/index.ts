import { lazyScreen } from '@firm/shared/ui';

// The messages' door: the admin's Messages screen, its own chunk.

export const MessagesPage = /* @__PURE__ */ lazyScreen(() => import('./messages-page').then((m) => m.MessagesPage));

/** Sent Messages, for the remote to put what another capability shows below it (billing's overdue reminders). */
export const loadMessagesPage = () => import('./messages-page').then((m) => m.MessagesPage);
