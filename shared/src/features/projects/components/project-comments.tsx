import { Box, Button, Stack, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { formatDateTime } from '@firm/shared/domain/format';
import type { TaskComment, TaskDetail } from '@firm/shared/domain/project';
import { notify } from '@firm/shared/ui';
import { downloadProjectFile } from '../api/projects';
import { CommentComposer } from './comment-composer';

export type ProjectCommentsProps = { task: TaskDetail; canComment: boolean };

async function handleDownload(projectId: number, file: TaskComment['attached_files'][number]) {
  try {
    await downloadProjectFile(projectId, file.file_path, file.file_name);
  } catch {
    // Whatever went wrong (gone file, no answer), the spec's one sentence is what a person can act on.
    notify({ variant: 'error', message: 'Failed to download file.' });
  }
}

function CommentItem({ projectId, comment }: { projectId: number; comment: TaskComment }) {
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{comment.user_name}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {formatDateTime(comment.created_at)}
        </Typography>
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>{comment.comment_text}</Typography>
      {comment.attached_files.length > 0 ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          {comment.attached_files.map((file) => (
            <Button
              key={file.file_path}
              size="small"
              variant="outlined"
              startIcon={<AttachFileIcon />}
              onClick={() => void handleDownload(projectId, file)}
              aria-label={`Download ${file.file_name}`}
            >
              {file.file_name}
            </Button>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}

/** The Project's comments, oldest first as a conversation reads, and the composer when the caller may comment. */
export function ProjectComments({ task, canComment }: ProjectCommentsProps) {
  return (
    <Box>
      {task.comments.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>No comments yet.</Typography>
      ) : (
        <Box component="ul" aria-label="Comments" sx={{ p: 0, m: 0, mb: 2 }}>
          {task.comments.map((comment) => (
            <CommentItem key={comment.comment_id} projectId={task.task_id} comment={comment} />
          ))}
        </Box>
      )}
      {canComment ? <CommentComposer projectId={task.task_id} /> : null}
    </Box>
  );
}
