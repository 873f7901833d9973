import { Alert, Box, Button, Paper, Typography } from '@mui/material';
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

/**
 * One request as staff review it: its state, what the client wrote and sent (and the files it replaced, kept
 * with the Project's history), and what may be done now.
 */
export function StaffRequestCard({ request, busy, onAccept, onAskChanges, onEdit, onDelete, onDownload }: StaffRequestCardProps) {
  const reviewable = request.state === 'uploaded';
  const editable = request.state !== 'accepted';
  const deletable = editable && request.files.length === 0;
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
      {reviewable || editable ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, mt: 1.5 }}>
          {editable ? (
            <Button
              size="small"
              startIcon={<EditOutlinedIcon />}
              onClick={onEdit}
              disabled={busy}
              aria-label={`${T.edit} ${request.title}`}
            >
              {T.edit}
            </Button>
          ) : null}
          {deletable ? (
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlinedIcon />}
              onClick={onDelete}
              disabled={busy}
              aria-label={`Delete ${request.title}`}
            >
              Delete
            </Button>
          ) : null}
          {reviewable ? (
            <>
              <Button
                size="small"
                variant="outlined"
                startIcon={<ReplayIcon />}
                onClick={onAskChanges}
                disabled={busy}
                aria-label={`${T.askChanges} on ${request.title}`}
              >
                {T.askChanges}
              </Button>
              <Button
                size="small"
                variant="contained"
                color="success"
                startIcon={<CheckIcon />}
                onClick={onAccept}
                disabled={busy}
                aria-label={`${T.accept} ${request.title}`}
              >
                {T.accept}
              </Button>
            </>
          ) : null}
        </Box>
      ) : null}
    </Paper>
  );
}
