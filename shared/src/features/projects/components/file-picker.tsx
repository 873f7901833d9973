import { Box, Button, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import { ATTACHMENT_ACCEPT, attachmentProblem } from '@firm/shared/domain';

export type FilePickerProps = { files: File[]; onChange: (files: File[]) => void; disabled: boolean; note?: string };

// The native input stays in the page (the button is its label) but out of sight.
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Optional files for a comment, each of which can be taken off again before sending. Files the server
 * would refuse (type, size, count) are named at once; the form keeps its button off meanwhile
 * (`attachmentProblem`).
 */
export function FilePicker({ files, onChange, disabled, note }: FilePickerProps) {
  const problem = attachmentProblem(files);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button component="label" startIcon={<AttachFileIcon />} disabled={disabled}>
          Attach Files
          <Box
            component="input"
            type="file"
            multiple
            accept={ATTACHMENT_ACCEPT}
            aria-label="Attach files"
            sx={visuallyHidden}
            onChange={(event) => {
              const input = event.target as HTMLInputElement;
              onChange([...files, ...Array.from(input.files ?? [])]);
              // The same file can be chosen again after it was removed.
              input.value = '';
            }}
          />
        </Button>
        {note ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {note}
          </Typography>
        ) : null}
      </Box>
      {problem ? (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main', mt: 0.5 }}>
          {problem}
        </Typography>
      ) : null}
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
                  onClick={() => onChange(files.filter((_, i) => i !== index))}
                  disabled={disabled}
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
    </Box>
  );
}
