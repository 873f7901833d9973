import { lazyScreen } from '@firm/shared/ui';

// The offices' door: the admin's Offices & GST screen, its own chunk.

export const OfficesPage = /* @__PURE__ */ lazyScreen(() => import('./offices-page').then((m) => m.OfficesPage));
