import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ENQUIRY_STATUSES, ENQUIRY_TEXT, type Enquiry, type EnquiryStatus } from '@firm/shared/domain/enquiry';
import { ENQUIRY_STATUS_LABELS } from '../enquiry-labels';
import { formatDateTime } from '@firm/shared/domain/format';
import { serverMessage, toHttpFailure } from '@firm/shared/domain/errors';
import { labelledMenuItems, LoadState, notify } from '@firm/shared/ui';
import { enquiryQueries, useUpdateEnquiryStatus } from '../api/enquiries';
import { EnquiryStatusChip } from './enquiry-status-chip';

export type EnquiryDialogProps = { id: number; onClose: () => void };

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
        {label}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function StatusForm({ enquiry }: { enquiry: Enquiry }) {
  const [status, setStatus] = useState<EnquiryStatus>(enquiry.status);
  const update = useUpdateEnquiryStatus();
  const handleSave = () =>
    update.mutate(
      { id: enquiry.id, status },
      {
        onSuccess: () => notify({ title: 'Success', message: ENQUIRY_TEXT.updated, variant: 'success' }),
        onError: (error) =>
          notify({ title: 'Error', message: serverMessage(toHttpFailure(error)) ?? 'Failed to update the enquiry', variant: 'error' }),
      },
    );
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="Status"
        value={status}
        onChange={(event) => setStatus(event.target.value as EnquiryStatus)}
        sx={{ minWidth: 160 }}
      >
        {labelledMenuItems(ENQUIRY_STATUSES, ENQUIRY_STATUS_LABELS)}
      </TextField>
      <Button variant="contained" onClick={handleSave} disabled={status === enquiry.status || update.isPending}>
        {update.isPending ? 'Saving...' : 'Save Status'}
      </Button>
    </Stack>
  );
}

/** One enquiry in full: who wrote, what about, the message, and its status. */
export function EnquiryDialog({ id, onClose }: EnquiryDialogProps) {
  const query = useQuery(enquiryQueries.detail(id));
  const enquiry = query.data;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="enquiry-dialog-title">
      <DialogTitle id="enquiry-dialog-title">{enquiry ? `Enquiry from ${enquiry.name}` : 'Enquiry'}</DialogTitle>
      <DialogContent dividers>
        {!enquiry ? (
          <LoadState
            error={query.isError ? 'Failed to fetch the enquiry' : null}
            onRetry={() => void query.refetch()}
            loadingLabel="Loading enquiry"
          />
        ) : (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <EnquiryStatusChip status={enquiry.status} />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Received {formatDateTime(enquiry.created_at)}
              </Typography>
            </Stack>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <Detail label="Email">
                <Link href={`mailto:${enquiry.email}`}>{enquiry.email}</Link>
              </Detail>
              <Detail label="Phone">{enquiry.phone ?? '—'}</Detail>
              <Detail label="Company">{enquiry.company ?? '—'}</Detail>
              <Detail label="Service">{enquiry.service ?? '—'}</Detail>
            </Box>
            <Detail label="Message">
              <Box sx={{ whiteSpace: 'pre-wrap', bgcolor: 'grey.50', borderRadius: 1, p: 1.5, mt: 0.5 }}>{enquiry.message}</Box>
            </Detail>
            <StatusForm key={enquiry.status} enquiry={enquiry} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
