import { Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { formatDateTime } from '@firm/shared/domain/format';
import { documentRequestTexts as T, type DocumentFile } from '@firm/shared/domain/document-request';
import type { ReactNode } from 'react';

export type DocumentFileListProps = {
  title: string;
  files: readonly DocumentFile[];
  onDownload: (file: DocumentFile) => void;
  /** More per file (the client's Replace). */
  renderAction?: (file: DocumentFile) => ReactNode;
  /** The list's name for assistive technology; "Files of {title}" unless given. */
  label?: string;
  /** More about a file, after who uploaded it and when (an earlier version's replacement). */
  detail?: (file: DocumentFile) => string;
};

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A request's files (its current ones, or for staff its earlier versions): name, size, who uploaded it and when, and a download. */
export function DocumentFileList({ title, files, onDownload, renderAction, label, detail }: DocumentFileListProps) {
  if (files.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {T.noFiles}
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label={label ?? `Files of ${title}`}>
      {files.map((file) => (
        <ListItem key={file.file_id} disableGutters divider sx={{ flexWrap: 'wrap', gap: 1 }}>
          <ListItemText
            primary={file.file_name}
            secondary={[sizeText(file.size), file.uploaded_by, formatDateTime(file.uploaded_at), detail?.(file)]
              .filter(Boolean)
              .join(' · ')}
            sx={{ minWidth: 0, flex: '1 1 200px', '& .MuiListItemText-primary': { overflowWrap: 'anywhere' } }}
          />
          <Button
            size="small"
            startIcon={<DownloadIcon fontSize="small" />}
            onClick={() => onDownload(file)}
            aria-label={`${T.download} ${file.file_name}`}
          >
            {T.download}
          </Button>
          {renderAction?.(file)}
        </ListItem>
      ))}
    </List>
  );
}
