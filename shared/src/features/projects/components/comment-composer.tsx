import { useState } from 'react';
import { Box, Button, IconButton, List, ListItem, ListItemText, Stack, TextField } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import { serverText, toHttpFailure } from '@firm/shared/domain';
import { notify } from '@firm/shared/ui';
import { useAddTaskComment } from '../api/tasks';

export type CommentComposerProps = { taskId: number };

// The native input stays in the page (its label, the button, opens it) but out of sight.
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Spec 02 §5: Add Comment only with non-blank text; files are optional and can be taken off again. */
export function CommentComposer({ taskId }: CommentComposerProps) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const add = useAddTaskComment(taskId);
  const blank = text.trim() === '';

  const handleAdd = () => {
    if (blank) return;
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
      {files.length > 0 ? (
        <List dense aria-label="Files to attach">
          {files.map((file, index) => (
            <ListItem
              key={`${file.name}-${index}`}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => setFiles((current) => current.filter((_, i) => i !== index))}
                  disabled={add.isPending}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText primary={file.name} />
            </ListItem>
          ))}
        </List>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
        <Button component="label" startIcon={<AttachFileIcon />} disabled={add.isPending}>
          Attach Files
          <Box
            component="input"
            type="file"
            multiple
            aria-label="Attach files"
            sx={visuallyHidden}
            onChange={(event) => {
              const chosen = Array.from((event.target as HTMLInputElement).files ?? []);
              setFiles((current) => [...current, ...chosen]);
              // The same file can be chosen again after it was removed.
              (event.target as HTMLInputElement).value = '';
            }}
          />
        </Button>
        <Button variant="contained" onClick={handleAdd} disabled={blank || add.isPending}>
          {add.isPending ? 'Adding...' : 'Add Comment'}
        </Button>
      </Stack>
    </Box>
  );
}
