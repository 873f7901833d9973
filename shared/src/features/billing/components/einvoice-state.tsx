import { Alert, Box, Button, Chip, Typography } from '@mui/material';
import type { UseMutationResult } from '@tanstack/react-query';
import { EINVOICE_STATUS_LABELS, type EinvoiceInfo, type EinvoiceStatus } from '@firm/shared/domain/einvoice';
import { serverText, toHttpFailure } from '@firm/shared/domain/errors';
import { formatDateTime } from '@firm/shared/domain/format';
import { notify } from '@firm/shared/ui';

// e-Invoicing as every document shows it: invoices and credit notes each have an IRN, and each shows its
// state, its acknowledgement and, when it failed, a retry. They differ only in what they say and which call
// retries, so the pieces live here.

const COLORS: Record<EinvoiceStatus, 'success' | 'warning' | 'error' | 'default'> = {
  registered: 'success',
  pending: 'warning',
  failed: 'error',
  cancelled: 'default',
};

/** The IRN's state of an e-invoiced document, beside its own status; nothing when not e-invoiced. */
export function EinvoiceChip({ status }: { status: EinvoiceStatus | null }) {
  if (!status) return null;
  return <Chip size="small" label={EINVOICE_STATUS_LABELS[status]} color={COLORS[status]} variant="outlined" sx={{ fontWeight: 600 }} />;
}

export type IrnFactsProps = {
  einvoice: EinvoiceInfo;
  /** Whether to say until when the IRN may be cancelled with its document (an invoice's; a credit note has no cancel). */
  showCancellableUntil?: boolean;
};

function Fact({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, ...(mono ? { fontFamily: 'monospace', wordBreak: 'break-all' } : {}) }}>
        {value}
      </Typography>
    </>
  );
}

/** The IRN, the acknowledgement number and date; nothing until the IRP has given an IRN. */
export function IrnFacts({ einvoice, showCancellableUntil = false }: IrnFactsProps) {
  if (!einvoice.irn) return null;
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5 }}
    >
      <Fact label="IRN" value={einvoice.irn} mono />
      <Fact label="Ack No." value={einvoice.ack_no ?? ''} />
      <Fact label="Ack Date" value={formatDateTime(einvoice.ack_date)} />
      {showCancellableUntil && einvoice.cancellable_until ? (
        <Fact label="Cancellable until" value={formatDateTime(einvoice.cancellable_until)} />
      ) : null}
    </Box>
  );
}

export type IrnRetryNoticeProps = {
  einvoice: EinvoiceInfo;
  /** What an unregistered IRN means for this document, in its feature's words. */
  consequence: string;
  retrying: boolean;
  onRetry: () => void;
};

/** A failed or unfinished registration, why, and 'Retry IRN registration'. */
export function IrnRetryNotice({ einvoice, consequence, retrying, onRetry }: IrnRetryNoticeProps) {
  return (
    <Alert
      severity={einvoice.status === 'failed' ? 'error' : 'warning'}
      action={
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Registering…' : 'Retry IRN registration'}
        </Button>
      }
      sx={{ alignItems: 'center' }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {einvoice.failure ?? 'The IRN registration has not finished.'}
      </Typography>
      <Typography variant="body2">{consequence}</Typography>
    </Alert>
  );
}

/** Whether to offer the retry: the registration failed or has not finished, and the document stands. */
export const irnRetryable = (einvoice: EinvoiceInfo, documentStatus: string) =>
  (einvoice.status === 'failed' || einvoice.status === 'pending') && documentStatus !== 'cancelled';

/** Runs a retry; the toast says the IRN is registered, or why not, in the server's words. */
export function retryIrn<Answer>(
  retry: UseMutationResult<Answer, Error, void>,
  outcome: (answer: Answer) => { registered: boolean; message: string },
) {
  retry.mutate(undefined, {
    onSuccess: (answer) => {
      const { registered, message } = outcome(answer);
      notify({ variant: registered ? 'success' : 'error', message });
    },
    onError: (error) =>
      notify({ variant: 'error', message: serverText(toHttpFailure(error)) ?? 'Unable to retry the IRN registration. Please try again.' }),
  });
}
