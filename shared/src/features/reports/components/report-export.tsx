import { useState } from 'react';
import { Box, Button, TextField } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  exportStartedMessage,
  REPORT_EXPORT_FORMATS,
  REPORT_EXPORT_LABELS,
  reportMessages,
  type ReportExportFormat,
} from '@firm/shared/domain/report';
import { labelledMenuItems, notify } from '@firm/shared/ui';

/** What one format's file holds: its rows, and which part of the report when that differs by format. */
export type ExportContents = { count: number; scope?: string };

export type ReportExportProps = {
  /**
   * How many rows the filters match (the file holds all of them); per format when the files differ (the GST
   * summary: XLSX every section, CSV the one on screen). Undefined until the report has loaded.
   */
  count: number | Record<ReportExportFormat, ExportContents> | undefined;
  /** Downloads the file of the current view in `format`. */
  onExport: (format: ReportExportFormat) => Promise<unknown>;
};

/** §2.5: format XLSX (default) or CSV and Export; the toast says how many records in which format. */
export function ReportExport({ count, onExport }: ReportExportProps) {
  const [format, setFormat] = useState<ReportExportFormat>('xlsx');
  const [busy, setBusy] = useState(false);
  const handleExport = async () => {
    setBusy(true);
    const contents = typeof count === 'object' ? count[format] : { count: count ?? 0 };
    notify({ title: reportMessages.exportStarted, message: exportStartedMessage(contents.count, format, contents.scope) });
    try {
      await onExport(format);
    } catch {
      notify({ message: reportMessages.exportFailed, variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="Export Format"
        value={format}
        onChange={(event) => setFormat(event.target.value as ReportExportFormat)}
        sx={{ minWidth: 130 }}
      >
        {labelledMenuItems(REPORT_EXPORT_FORMATS, REPORT_EXPORT_LABELS)}
      </TextField>
      <Button
        variant="contained"
        startIcon={<FileDownloadIcon />}
        onClick={() => void handleExport()}
        disabled={busy || count === undefined}
      >
        Export
      </Button>
    </Box>
  );
}
