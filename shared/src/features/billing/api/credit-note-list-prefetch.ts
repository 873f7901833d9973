import { listPrefetch, type ListUrlDefaults } from '@firm/shared/ui';
import { CREDIT_NOTE_LIST_ENDPOINT } from './credit-note-list-endpoint';

// The credit notes list's address, apart from its schema (credit-notes.ts) and screen: the admin's routes
// module asks for the first page through it as the page opens, so this module must stay free of zod,
// MUI and the screen (see docs/CONTRIBUTING.md, "Loading a role's screen").

/** The first page of a Credit Notes screen whose view defaults to `defaults`. */
export const creditNoteListPrefetch = (defaults: ListUrlDefaults) =>
  listPrefetch(CREDIT_NOTE_LIST_ENDPOINT, defaults, () => import('./credit-notes').then((m) => m.creditNoteList));

/** Newest first, 10 a page, every client. */
export const CREDIT_NOTE_LIST_DEFAULTS: ListUrlDefaults = { sort: 'date', order: 'desc', limit: 10, filters: { client_id: '' } };

/** The page /dashboard/admin/credit-notes will show on arrival, asked for as the admin's routes run. */
export const prefetchCreditNoteList = /* @__PURE__ */ creditNoteListPrefetch(CREDIT_NOTE_LIST_DEFAULTS);
