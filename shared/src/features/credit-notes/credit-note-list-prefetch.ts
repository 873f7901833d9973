import type { ListUrlDefaults } from '@firm/shared/ui';
import { creditNoteListPrefetch } from './api/credit-note-list-prefetch';

// Apart from the screen, so routes.tsx asks for the first page without loading it (zod, MUI, the table).

/** Newest first, 10 a page, every client. */
export const CREDIT_NOTE_LIST_DEFAULTS: ListUrlDefaults = { sort: 'date', order: 'desc', limit: 10, filters: { client_id: '' } };

/** The page /dashboard/admin/credit-notes will show on arrival, asked for as the admin's routes run. */
export const prefetchCreditNoteList = creditNoteListPrefetch(CREDIT_NOTE_LIST_DEFAULTS);
