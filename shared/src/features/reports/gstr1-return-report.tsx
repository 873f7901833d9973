import { useState } from 'react';
import { Alert, Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useQuery } from '@tanstack/react-query';
import { FILING_FREQUENCY_LABELS, recentPeriods, type Gstr1FileFormat } from '@firm/shared/domain/gstr1';
import { formatDate } from '@firm/shared/domain/format';
import { addDays, indianDay } from '@firm/shared/domain/calendar';
import { financeReportMessages } from '@firm/shared/domain/report';
import { labelledMenuItems, notify } from '@firm/shared/ui';
import { downloadGstr1File, gstr1ReturnQueries } from './api/gstr1-return';
import { Gstr1DocumentsTable, Gstr1TablesTable } from './components/gstr1-summary-tables';
import { useReportParams } from './hooks/use-report-params';

// GSTR-1 for upload: one GSTIN's return for one period (a month, or a QRMP filer's quarter named
// by its last month), its tables as the portal sums them, and the JSON and Excel files to upload. The
// GSTIN and period are in the URL.

const monthName = (period: string) =>
  new Date(`${period}-01T00:00:00Z`).toLocaleString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function Gstr1ReturnReport() {
  const registrations = useQuery(gstr1ReturnQueries.registrations());
  const url = useReportParams({ gstin: '', period: '' });
  const list = registrations.data ?? [];
  const registration = list.find((r) => r.gstin === url.value('gstin')) ?? list[0];
  const periods = registration ? recentPeriods(indianDay(new Date()), registration.frequency) : [];
  const asked = url.value('period');
  // The return being filed: last month's (or last quarter's), unless the URL names one of the choices.
  const period = periods.includes(asked) ? asked : (periods[1] ?? '');
  const summary = useQuery({ ...gstr1ReturnQueries.summary(registration?.gstin ?? '', period), enabled: Boolean(registration && period) });
  const [busy, setBusy] = useState<Gstr1FileFormat | null>(null);

  const download = async (format: Gstr1FileFormat) => {
    if (!registration) return;
    setBusy(format);
    try {
      const name = await downloadGstr1File(registration.gstin, period, format);
      notify({ variant: 'success', message: `Downloaded ${name}` });
    } catch {
      notify({ variant: 'error', message: 'Failed to download the GSTR-1 file. Please try again.' });
    } finally {
      setBusy(null);
    }
  };

  if (registrations.isError) return <Alert severity="error">Failed to load the firm’s GSTINs. Please try again.</Alert>;
  if (registrations.data && !list.length)
    return <Alert severity="info">No office has a GSTIN yet: add one under Offices &amp; GST to file GSTR-1.</Alert>;

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'flex-start' }}>
        <TextField
          select
          label="GSTIN"
          value={registration?.gstin ?? ''}
          onChange={(event) => url.set({ gstin: event.target.value, period: '' })}
          disabled={!list.length}
          helperText={registration ? `${registration.offices.join(', ')} · ${FILING_FREQUENCY_LABELS[registration.frequency]}` : ' '}
          sx={{ flex: '1 1 280px', maxWidth: 420 }}
        >
          {list.map((r) => (
            <MenuItem key={r.gstin} value={r.gstin}>
              {r.gstin} ({r.state})
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={registration?.frequency === 'quarterly' ? 'Quarter ending' : 'Return Period'}
          value={period}
          onChange={(event) => url.set({ period: event.target.value })}
          disabled={!periods.length}
          sx={{ flex: '1 1 200px', maxWidth: 260 }}
        >
          {labelledMenuItems(periods, monthName)}
        </TextField>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', pt: 1 }}>
          {(['json', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              variant={format === 'json' ? 'contained' : 'outlined'}
              startIcon={<FileDownloadIcon />}
              disabled={!registration || !period || busy !== null}
              onClick={() => void download(format)}
            >
              {format === 'json' ? 'Download JSON' : 'Download Excel'}
            </Button>
          ))}
        </Box>
      </Box>
      {summary.data ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Invoices and credit notes dated {formatDate(summary.data.from)} to {formatDate(addDays(summary.data.until, -1))}, return period
          (fp) {summary.data.fp}. The JSON is the GST portal’s offline tool format; the Excel file follows its template.
        </Typography>
      ) : null}
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          GSTR-1 Tables
        </Typography>
        <Gstr1TablesTable
          rows={summary.data?.tables ?? []}
          loading={summary.isPending && summary.fetchStatus !== 'idle'}
          error={summary.isError ? financeReportMessages.loadFailed : null}
          onRetry={() => void summary.refetch()}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          13 - Documents Issued
        </Typography>
        <Gstr1DocumentsTable rows={summary.data?.documents ?? []} loading={summary.isPending && summary.fetchStatus !== 'idle'} />
      </Paper>
    </Box>
  );
}
