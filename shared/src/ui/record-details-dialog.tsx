import { useState, type ReactNode } from 'react';
import { Button } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { FormDialog } from './form-dialog';
import { LoadState } from './load-state';

export type RecordDetailsDialogProps<T> = {
  title: string;
  /** The record's query: the dialog shows a spinner, then the record or the failure with Retry. */
  query: UseQueryResult<T>;
  onClose: () => void;
  /** The failure's words, of the query's error when they depend on it. */
  loadError: string | ((error: unknown) => string);
  loadingLabel: string;
  maxWidth?: 'sm' | 'md';
  editLabel?: string;
  /** Whether the record may still change; when not, there is no Edit button. */
  canEdit?: (record: T) => boolean;
  /** An action before Close (a record's own way out, such as cancelling it). */
  extraAction?: (record: T) => ReactNode;
  /** Edit mode, in place of the details; `done` goes back to them. */
  renderEdit: (record: T, done: () => void) => ReactNode;
  children: (record: T) => ReactNode;
};

/** A record's details with Close and an Edit toggle that swaps them for its edit form. */
export function RecordDetailsDialog<T>(props: RecordDetailsDialogProps<T>) {
  const { title, query, onClose, loadError, loadingLabel, maxWidth = 'md', editLabel = 'Edit', canEdit, extraAction } = props;
  const [editing, setEditing] = useState(false);
  const record = query.data;
  if (record !== undefined && editing) return props.renderEdit(record, () => setEditing(false));
  const editable = record === undefined || !canEdit || canEdit(record);
  return (
    <FormDialog
      open
      title={title}
      onClose={onClose}
      closeOnBackdropClick
      maxWidth={maxWidth}
      actions={
        <>
          {record !== undefined && extraAction ? extraAction(record) : null}
          <Button onClick={onClose}>Close</Button>
          {editable ? (
            <Button variant="contained" onClick={() => setEditing(true)} disabled={record === undefined}>
              {editLabel}
            </Button>
          ) : null}
        </>
      }
    >
      {record !== undefined ? (
        props.children(record)
      ) : (
        <LoadState
          error={query.isError ? (typeof loadError === 'string' ? loadError : loadError(query.error)) : null}
          onRetry={() => void query.refetch()}
          loadingLabel={loadingLabel}
        />
      )}
    </FormDialog>
  );
}
