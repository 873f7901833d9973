import { lazyScreen } from '@firm/shared/ui';

// The messages' door: the admin's Messages screen, its own chunk.

export const MessagesPage = /* @__PURE__ */ lazyScreen(() => import('./messages-page').then((m) => m.MessagesPage));
