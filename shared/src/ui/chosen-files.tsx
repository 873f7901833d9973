import { IconButton, List, ListItem, ListItemText } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

export type ChosenFilesProps = {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** The list's accessible name ("Files to attach"). */
  label: string;
  disabled?: boolean;
};

/** Files picked but not sent yet, each with "Remove {name}"; nothing when none. A long name wraps. */
export function ChosenFiles({ files, onChange, label, disabled }: ChosenFilesProps) {
  if (files.length === 0) return null;
  return (
    <List dense aria-label={label}>
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
          <ListItemText primary={file.name} sx={{ overflowWrap: 'anywhere', pr: 4 }} />
        </ListItem>
      ))}
    </List>
  );
}
