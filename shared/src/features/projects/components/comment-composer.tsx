import { useState } from 'react';
import { Box, Button, Stack, TextField } from '@mui/material';
import { attachmentProblem } from '@firm/shared/domain/project';
import { serverText, toHttpFailure } from '@firm/shared/domain/errors';
import { notify } from '@firm/shared/ui';
import { useAddProjectComment } from '../api/projects';
import { FilePicker } from './file-picker';

export type CommentComposerProps = { projectId: number };

/** Spec 02 §5: Add Comment only with non-blank text; files are optional and can be taken off again. */
export function CommentComposer({ projectId }: CommentComposerProps) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const add = useAddProjectComment(projectId);
  const blank = text.trim() === '';
  const fileProblem = attachmentProblem(files);

  const handleAdd = () => {
    if (blank || fileProblem) return;
    add.mutate(
      { text: text.trim(), files },
      {
        onSuccess: () => {
          notify({ variant: 'success', message: 'Comment Added' });
          setText('');
          setFiles([]);
        },
        onError: (error) => {
          // The spec's words lead; the server's reason (a file too large, a closed Project) follows when there is one.
          const reason = serverText(toHttpFailure(error));
          notify(
            reason
              ? { variant: 'error', title: 'Failed to add comment', message: reason }
              : { variant: 'error', message: 'Failed to add comment' },
          );
        },
      },
    );
  };

  return (
    <Box>
      <TextField
        label="Add a comment"
        multiline
        minRows={2}
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        disabled={add.isPending}
      />
      <FilePicker files={files} onChange={setFiles} disabled={add.isPending} />
      <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={handleAdd} disabled={blank || fileProblem !== null || add.isPending}>
          {add.isPending ? 'Adding...' : 'Add Comment'}
        </Button>
      </Stack>
    </Box>
  );
}
