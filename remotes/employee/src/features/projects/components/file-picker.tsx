import { Box, Button, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';

export type FilePickerProps = { files: File[]; onChange: (files: File[]) => void; disabled: boolean; note: string };

// The native input stays in the page (the button is its label) but out of sight.
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Optional files for the comment, each of which can be taken off again before sending. */
export function FilePicker({ files, onChange, disabled, note }: FilePickerProps) {
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button component="label" startIcon={<AttachFileIcon />} disabled={disabled}>
          Attach Files
          <Box
            component="input"
            type="file"
            multiple
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
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {note}
        </Typography>
      </Box>
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
