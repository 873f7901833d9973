import { useRef } from 'react';
import { Box, Button, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { ATTACHMENT_ACCEPT, attachmentProblem } from '@firm/shared/domain/project';
import { ChosenFiles } from '@firm/shared/ui';

export type FilePickerProps = { files: File[]; onChange: (files: File[]) => void; disabled: boolean; note?: string };

/**
 * Optional files for a comment, each of which can be taken off again before sending. Files the server
 * would refuse (type, size, count) are named at once; the form keeps its button off meanwhile
 * (`attachmentProblem`).
 */
export function FilePicker({ files, onChange, disabled, note }: FilePickerProps) {
  const problem = attachmentProblem(files);
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button startIcon={<AttachFileIcon />} disabled={disabled} onClick={() => input.current?.click()}>
          Attach Files
        </Button>
        {/* Outside the button (a control inside a control is unreachable by screen readers), out of sight and of the tab order. */}
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={ATTACHMENT_ACCEPT}
          aria-label="Attach files"
          disabled={disabled}
          onChange={(event) => {
            onChange([...files, ...Array.from(event.target.files ?? [])]);
            // The same file can be chosen again after it was removed.
            event.target.value = '';
          }}
        />
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
      <ChosenFiles files={files} onChange={onChange} label="Files to attach" disabled={disabled} />
    </Box>
  );
}
