import type { ReactNode } from 'react';
import { Alert, Box, Button, Paper, Typography, type ButtonProps } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import ReplayIcon from '@mui/icons-material/Replay';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { formatDateTime } from '@firm/shared/domain/format';
import {
  documentRequestTexts as T,
  type DocumentFile,
  type EarlierFile,
  type StaffDocumentRequest,
} from '@firm/shared/domain/document-request';
import { DocumentFileList } from '../components/document-file-list';
import { RequestCardHead } from '../components/request-card-head';

export type StaffRequestCardProps = {
  request: StaffDocumentRequest;
  busy: boolean;
  onAccept: () => void;
  onAskChanges: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onDownload: (file: DocumentFile) => void;
};

type RequestAction = { label: string; ariaLabel: string; icon: ReactNode; onClick: () => void; look?: ButtonProps };

/** What may be done to the request now: edit or delete it until it is accepted (delete while nothing is uploaded), review an upload. */
function requestActions(
  request: StaffDocumentRequest,
  on: Pick<StaffRequestCardProps, 'onAccept' | 'onAskChanges' | 'onEdit' | 'onDelete'>,
): RequestAction[] {
  const reviewable = request.state === 'uploaded';
  const editable = request.state !== 'accepted';
  const deletable = editable && request.files.length === 0;
  const title = request.title;
  const all: (RequestAction | null)[] = [
    editable ? { label: T.edit, ariaLabel: `${T.edit} ${title}`, icon: <EditOutlinedIcon />, onClick: on.onEdit } : null,
    deletable
      ? { label: 'Delete', ariaLabel: `Delete ${title}`, icon: <DeleteOutlinedIcon />, onClick: on.onDelete, look: { color: 'error' } }
      : null,
    reviewable
      ? {
          label: T.askChanges,
          ariaLabel: `${T.askChanges} on ${title}`,
          icon: <ReplayIcon />,
          onClick: on.onAskChanges,
          look: { variant: 'outlined' },
        }
      : null,
    reviewable
      ? {
          label: T.accept,
          ariaLabel: `${T.accept} ${title}`,
          icon: <CheckIcon />,
          onClick: on.onAccept,
          look: { variant: 'contained', color: 'success' },
        }
      : null,
  ];
  return all.filter((action) => action !== null);
}

/**
 * One request as staff review it: its state, what the client wrote and sent (and the files it replaced, kept
 * with the Project's history), and what may be done now.
 */
export function StaffRequestCard({ request, busy, onAccept, onAskChanges, onEdit, onDelete, onDownload }: StaffRequestCardProps) {
  const actions = requestActions(request, { onAccept, onAskChanges, onEdit, onDelete });
  const replacedAt = new Map(request.earlier_files.map((f: EarlierFile) => [f.file_id, f.replaced_at]));
  return (
    <Paper component="article" variant="outlined" aria-label={request.title} sx={{ p: 2 }}>
      <RequestCardHead request={request} heading="h3" />
      {request.state === 'needs_changes' && request.change_reason ? (
        <Alert severity="warning" sx={{ mt: 1 }}>{`Changes asked: ${request.change_reason}`}</Alert>
      ) : null}
      {request.client_comment ? (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {"Client's comment: "}
          </Box>
          {request.client_comment}
        </Typography>
      ) : null}
      <Box sx={{ mt: 1 }}>
        <DocumentFileList title={request.title} files={request.files} onDownload={onDownload} />
      </Box>
      {request.earlier_files.length > 0 ? (
        <Box
          component="section"
          aria-label={`${T.earlierVersions} of ${request.title}`}
          sx={{ mt: 1, pl: 2, borderLeft: 2, borderColor: 'divider' }}
        >
          <Typography component="h4" variant="caption" sx={{ color: 'text.secondary', fontWeight: 700, textTransform: 'uppercase' }}>
            {T.earlierVersions}
          </Typography>
          <DocumentFileList
            title={request.title}
            label={`${T.earlierVersions} of ${request.title}`}
            files={request.earlier_files}
            onDownload={onDownload}
            detail={(file) => `${T.replaced} ${formatDateTime(replacedAt.get(file.file_id)!)}`}
          />
        </Box>
      ) : null}
      {actions.length > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, mt: 1.5 }}>
          {actions.map(({ label, ariaLabel, icon, onClick, look }) => (
            <Button key={label} size="small" {...look} startIcon={icon} onClick={onClick} disabled={busy} aria-label={ariaLabel}>
              {label}
            </Button>
          ))}
        </Box>
      ) : null}
    </Paper>
  );
}
