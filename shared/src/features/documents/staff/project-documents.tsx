import { useState } from 'react';
import { Box, Button, Chip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { documentRequestMessages as M, documentRequestTexts as T, type DocumentRequest } from '@firm/shared/domain/document-request';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { lazyDialog, LoadState, notify } from '@firm/shared/ui';
import {
  acceptDocumentRequest,
  deleteDocumentRequest,
  documentRequestQueries,
  downloadRequestFile,
  useDocumentRequestWrite,
} from '../api/document-requests';
import { documentErrorMessage } from '../document-errors';
import { RequestDocumentsForm } from './request-documents-form';
import { StaffRequestCard } from './staff-request-card';

const AskChangesDialog = lazyDialog(() => import(/* webpackPrefetch: true */ './ask-changes-dialog').then((m) => m.AskChangesDialog));
const EditRequestDialog = lazyDialog(() => import(/* webpackPrefetch: true */ './edit-request-dialog').then((m) => m.EditRequestDialog));

export type ProjectDocumentsProps = {
  taskId: number;
  /** The Project changed too (its activity log, "Waiting on client"): its screen refreshes it. */
  onChanged: () => void;
};

/**
 * The Documents tab of a Project, for every staff role that sees Projects: the requests with
 * their state, a form to ask for more, editing a request, the files to download (earlier versions too), and
 * the review. Whether the caller may write the Project is the server's rule (the same as for the Project
 * itself).
 */
export function ProjectDocuments({ taskId, onChanged }: ProjectDocumentsProps) {
  const query = useQuery(documentRequestQueries.project(taskId));
  const [adding, setAdding] = useState(false);
  const [sendingBack, setSendingBack] = useState<DocumentRequest | null>(null);
  const [editing, setEditing] = useState<DocumentRequest | null>(null);
  const failed = (fallback: string) => (error: unknown) =>
    notify({ variant: 'error', message: documentErrorMessage(toHttpFailure(error), fallback) });
  const accept = useDocumentRequestWrite(taskId, acceptDocumentRequest, onChanged);
  const remove = useDocumentRequestWrite(taskId, deleteDocumentRequest, onChanged);
  const busy = accept.isPending || remove.isPending;

  if (!query.data) {
    return (
      <LoadState
        error={query.isError ? documentErrorMessage(toHttpFailure(query.error), 'Unable to load the documents. Please try again.') : null}
        onRetry={() => void query.refetch()}
        loadingLabel="Loading documents"
        retryLabel="Try Again"
      />
    );
  }
  const { requests, waiting_on_client: waiting } = query.data;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {waiting ? <Chip color="warning" label={T.waitingOnClient} /> : null}
        <Box sx={{ flex: 1 }} />
        {adding ? null : (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {T.addRequest}
          </Button>
        )}
      </Box>
      {adding ? <RequestDocumentsForm taskId={taskId} onChanged={onChanged} onClose={() => setAdding(false)} /> : null}
      {requests.length === 0 ? <Typography sx={{ color: 'text.secondary' }}>{T.noRequests}</Typography> : null}
      {requests.map((request) => (
        <StaffRequestCard
          key={request.request_id}
          request={request}
          busy={busy}
          onAccept={() =>
            accept.mutate(request.request_id, {
              onSuccess: () => notify({ variant: 'success', message: M.acceptedDone }),
              onError: failed('The document could not be accepted. Please try again.'),
            })
          }
          onAskChanges={() => setSendingBack(request)}
          onEdit={() => setEditing(request)}
          onDelete={() =>
            remove.mutate(request.request_id, {
              onSuccess: () => notify({ variant: 'success', message: M.deleted }),
              onError: failed('The request could not be deleted. Please try again.'),
            })
          }
          onDownload={(file) =>
            void downloadRequestFile(request.request_id, file.file_id, file.file_name).catch(failed('The file could not be downloaded.'))
          }
        />
      ))}
      {editing ? <EditRequestDialog request={editing} onChanged={onChanged} onClose={() => setEditing(null)} /> : null}
      {sendingBack ? <AskChangesDialog request={sendingBack} onChanged={onChanged} onClose={() => setSendingBack(null)} /> : null}
    </Box>
  );
}
