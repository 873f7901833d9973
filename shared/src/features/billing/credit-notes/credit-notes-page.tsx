import { useEffect, useMemo, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { creditNoteMessages, type CreditNote } from '@firm/shared/domain/credit-note';
import { serverTextOr, toHttpFailure } from '@firm/shared/domain/errors';
import { AddButton, lazyDialog, notify, PageHeader, ServerListTable, useServerList } from '@firm/shared/ui';
import { creditNoteList, openCreditNotePdf } from '../api/credit-notes';
import { creditNoteColumns } from './components/credit-note-columns';
import { CREDIT_NOTE_LIST_DEFAULTS } from '../api/credit-note-list-prefetch';
import { CreditNoteFilters } from './components/credit-note-filters';

// The dialogs carry the pickers and forms: loaded after the list.
const AddCreditNoteDialog = lazyDialog(() =>
  import(/* webpackPrefetch: true */ './components/add-credit-note-dialog').then((m) => m.AddCreditNoteDialog),
);
const CancelCreditNoteDialog = lazyDialog(() =>
  import(/* webpackPrefetch: true */ './components/cancel-credit-note-dialog').then((m) => m.CancelCreditNoteDialog),
);
const CreditNoteDetailsDialog = lazyDialog(() =>
  import(/* webpackPrefetch: true */ './components/credit-note-details-dialog').then((m) => m.CreditNoteDetailsDialog),
);

/** /dashboard/admin/credit-notes: the admin's credit notes (spec 02 §2.3). */
export function CreditNotesPage() {
  const list = useServerList(creditNoteList, CREDIT_NOTE_LIST_DEFAULTS);
  const { query } = list;
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<CreditNote | null>(null);
  // A refused view (400) is reset to the plain list by useServerList: not a failure to show.
  const failedAt = query.isError && !query.data && toHttpFailure(query.error).status !== 400 ? query.errorUpdatedAt : 0;
  // Spec 02 §8: a failed load says so in a toast as well as in place of the table, once per failure.
  useEffect(() => {
    if (failedAt) notify({ variant: 'error', message: creditNoteMessages.loadFailedToast });
  }, [failedAt]);
  const columns = useMemo(
    () =>
      creditNoteColumns(
        (note) => setViewing(note.credit_note_id),
        (note: CreditNote) =>
          void openCreditNotePdf(note).catch((error: unknown) =>
            notify({ variant: 'error', title: 'Error', message: serverTextOr(toHttpFailure(error), 'Failed to download the credit note') }),
          ),
        setCancelling,
      ),
    [],
  );
  const empty = !query.isPending && !query.isError && list.rows.length === 0;

  return (
    <Box>
      <PageHeader
        title="Credit Notes"
        subtitle="Manage credit notes and customer adjustments"
        actions={<AddButton onClick={() => setAdding(true)}>Add Credit Note</AddButton>}
      />
      <CreditNoteFilters
        search={list.params.search ?? ''}
        clientId={list.params.filters?.client_id ?? ''}
        onSearch={list.setSearch}
        onCustomer={(id) => list.setFilter('client_id', id)}
      />
      <ServerListTable
        list={list}
        pager="pages"
        columns={columns}
        getRowId={(n) => n.credit_note_id}
        ariaLabel="Credit Notes"
        error={failedAt ? creditNoteMessages.loadFailed : null}
        emptyText={creditNoteMessages.empty}
      />
      {empty ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
          {list.filtering ? 'Try adjusting the search or the customer filter.' : 'Create the first credit note with Add Credit Note.'}
        </Typography>
      ) : null}
      {adding ? <AddCreditNoteDialog onClose={() => setAdding(false)} /> : null}
      {cancelling ? <CancelCreditNoteDialog note={cancelling} onClose={() => setCancelling(null)} /> : null}
      {viewing !== null ? <CreditNoteDetailsDialog creditNoteId={viewing} onClose={() => setViewing(null)} /> : null}
    </Box>
  );
}
