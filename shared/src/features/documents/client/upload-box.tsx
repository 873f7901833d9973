import { useRef, useState, type DragEvent } from 'react';
import { Box, Button, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { documentRequestTexts as T, documentUploadProblem } from '@firm/shared/domain/document-request';
import { ATTACHMENT_ACCEPT } from '@firm/shared/domain/project';
import { ChosenFiles } from '@firm/shared/ui';

export type UploadBoxProps = { title: string; files: File[]; onChange: (files: File[]) => void; disabled: boolean };

/**
 * Files for one request: dropped on it on a computer, chosen from the files, or taken with the camera on a
 * phone (the `capture` input opens it directly). What the server would refuse is said at once, in its words.
 */
export function UploadBox({ title, files, onChange, disabled }: UploadBoxProps) {
  const choose = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const problem = documentUploadProblem(files);
  const add = (list: FileList | null) => onChange([...files, ...Array.from(list ?? [])]);
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) add(event.dataTransfer.files);
  };
  return (
    <Box>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={handleDrop}
        data-testid={`drop-${title}`}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'transparent',
          borderRadius: 1,
          p: 2,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          textAlign: 'center',
        }}
      >
        <CloudUploadOutlinedIcon sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'inline-block' } }} />
        <Typography variant="body2" sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' }, width: { sm: '100%' } }}>
          {T.dropHere}
        </Typography>
        <Button variant="outlined" size="small" startIcon={<AttachFileIcon />} onClick={() => choose.current?.click()} disabled={disabled}>
          Choose files
        </Button>
        {/* A phone's camera straight away; on a computer it is the same file chooser, so it is shown on small screens only. */}
        <Button
          variant="outlined"
          size="small"
          startIcon={<PhotoCameraIcon />}
          onClick={() => camera.current?.click()}
          disabled={disabled}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          Take a photo
        </Button>
        <input
          ref={choose}
          type="file"
          multiple
          hidden
          accept={ATTACHMENT_ACCEPT}
          aria-label={`Choose files for ${title}`}
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
        <input
          ref={camera}
          type="file"
          hidden
          accept="image/*"
          capture="environment"
          aria-label={`Take a photo for ${title}`}
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
      </Box>
      {problem ? (
        <Typography role="alert" variant="body2" sx={{ color: 'error.main', mt: 0.5 }}>
          {problem}
        </Typography>
      ) : null}
      <ChosenFiles files={files} onChange={onChange} label={`Files to upload for ${title}`} disabled={disabled} />
    </Box>
  );
}
