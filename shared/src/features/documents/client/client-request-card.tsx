import { useRef, useState } from 'react';
import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import {
  CLIENT_COMMENT_MAX,
  documentRequestMessages as M,
  documentRequestTexts as T,
  documentUploadProblem,
  type DocumentFile,
  type DocumentRequest,
} from '@firm/shared/domain/document-request';
import { ATTACHMENT_ACCEPT } from '@firm/shared/domain/project';
import { toHttpFailure } from '@firm/shared/domain/errors';
import { notify } from '@firm/shared/ui';
import { downloadClientFile, useCommentOnDocument, useUploadDocuments } from '../api/client-documents';
import { DocumentFileList } from '../components/document-file-list';
import { RequestCardHead } from '../components/request-card-head';
import { documentErrorMessage } from '../document-errors';
import { UploadBox } from './upload-box';

export type ClientRequestCardProps = { request: DocumentRequest };

/** One request as the client sees it: what is asked and by when, what it sent, and the upload (until accepted). */
export function ClientRequestCard({ request }: ClientRequestCardProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [comment, setComment] = useState(request.client_comment);
  const [error, setError] = useState<string | null>(null);
  const replaceInput = useRef<HTMLInputElement>(null);
  const [replacing, setReplacing] = useState<DocumentFile | null>(null);
  const upload = useUploadDocuments();
  const saveComment = useCommentOnDocument();
  const saving = upload.isPending || saveComment.isPending;
  const open = request.state !== 'accepted';
  const commentChanged = comment.trim() !== request.client_comment.trim();
  const blocked = documentUploadProblem(files) !== null || (files.length === 0 && !commentChanged);

  const failed = (cause: unknown) =>
    setError(documentErrorMessage(toHttpFailure(cause), 'The upload did not go through. Please try again.'));
  const handleSend = () => {
    setError(null);
    if (files.length === 0) {
      saveComment.mutate(
        { requestId: request.request_id, comment },
        { onSuccess: () => notify({ variant: 'success', message: M.commentSaved }), onError: failed },
      );
      return;
    }
    upload.mutate(
      { requestId: request.request_id, files, comment: commentChanged ? comment : undefined },
      {
        onSuccess: () => {
          setFiles([]);
          notify({ variant: 'success', message: M.uploaded });
        },
        onError: failed,
      },
    );
  };
  const handleReplace = (file: File | undefined) => {
    if (!file || !replacing) return;
    setError(null);
    const problem = documentUploadProblem([file]);
    if (problem) {
      setError(problem);
      return;
    }
    upload.mutate(
      { requestId: request.request_id, files: [file], replaceFileId: replacing.file_id },
      { onSuccess: () => notify({ variant: 'success', message: M.uploaded }), onError: failed, onSettled: () => setReplacing(null) },
    );
  };

  return (
    <Paper component="article" variant="outlined" aria-label={request.title} sx={{ p: 2 }}>
      <RequestCardHead request={request} heading="h4" />
      {request.state === 'needs_changes' && request.change_reason ? (
        <Alert severity="warning" sx={{ mt: 1 }}>{`What needs to change: ${request.change_reason}`}</Alert>
      ) : null}
      <Box sx={{ mt: 1 }}>
        <DocumentFileList
          title={request.title}
          files={request.files}
          onDownload={(file) => void downloadClientFile(request.request_id, file.file_id, file.file_name).catch(failed)}
          renderAction={
            open
              ? (file) => (
                  <Button
                    size="small"
                    startIcon={<SwapHorizIcon fontSize="small" />}
                    disabled={saving}
                    aria-label={`${T.replace} ${file.file_name}`}
                    onClick={() => {
                      setReplacing(file);
                      replaceInput.current?.click();
                    }}
                  >
                    {T.replace}
                  </Button>
                )
              : undefined
          }
        />
      </Box>
      {open ? (
        <Box sx={{ display: 'grid', gap: 1.5, mt: 1.5 }}>
          <input
            ref={replaceInput}
            type="file"
            hidden
            accept={ATTACHMENT_ACCEPT}
            aria-label={`Replacement file for ${request.title}`}
            onChange={(event) => {
              handleReplace(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <UploadBox title={request.title} files={files} onChange={setFiles} disabled={saving} />
          <TextField
            label={T.comment}
            size="small"
            multiline
            minRows={1}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            disabled={saving}
            slotProps={{ htmlInput: { maxLength: CLIENT_COMMENT_MAX } }}
          />
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              variant="contained"
              onClick={handleSend}
              disabled={saving || blocked}
              aria-label={`${files.length || !commentChanged ? T.upload : 'Save comment'} for ${request.title}`}
            >
              {saving ? 'Uploading...' : files.length || !commentChanged ? T.upload : 'Save comment'}
            </Button>
          </Box>
        </Box>
      ) : request.client_comment ? (
        <Typography variant="body2" sx={{ mt: 1 }}>{`${T.comment}: ${request.client_comment}`}</Typography>
      ) : null}
    </Paper>
  );
}
