import { Alert, Box, Divider, Stack, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { amountInWords, formatDate, formatPaise, type InvoicePreview } from '@firm/shared/domain';

// The Generate Invoice dialog's read-only configuration and summary (spec 02 §2.1): what the server will
// issue, nothing the admin can change here.

export function supplyTypeInWords(preview: Pick<InvoicePreview, 'supply_type' | 'tax_heads'>): string {
  if (preview.supply_type === 'export_lut') return 'Export under LUT: zero-rated';
  if (preview.supply_type === 'inter_state') return 'Inter-state: IGST';
  return `Intra-state: ${preview.tax_heads.map((h) => h.name).join(' + ') || 'CGST + SGST'}`;
}

const percent = (rateBp: number) => `${rateBp / 100}%`;

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 500, textAlign: 'right' }}>
        {value}
      </Typography>
    </Box>
  );
}

export function InvoicePreviewSummary({ preview }: { preview: InvoicePreview }) {
  return (
    <Stack spacing={2}>
      <Box component="section" aria-label="Configuration">
        <Typography variant="subtitle2" gutterBottom>
          Configuration
        </Typography>
        <Row label="Invoice Number" value="Assigned on generation" />
        <Row label="Client" value={preview.client_gstin ? `${preview.client_name} (GSTIN ${preview.client_gstin})` : preview.client_name} />
        <Row label="Project" value={preview.task_name} />
        <Row label="SAC Code" value={preview.sac_code} />
        <Row label="Service Category" value={preview.service_name} />
        <Row label="Supplier" value={`${preview.supplier_name} (GSTIN ${preview.supplier_gstin})`} />
        <Row label="Place of Supply" value={preview.place_of_supply} />
        <Row label="Supply Type" value={supplyTypeInWords(preview)} />
        <Row label="Due Date" value={formatDate(preview.due_date)} />
      </Box>
      <Divider />
      <Box component="section" aria-label="Summary">
        <Typography variant="subtitle2" gutterBottom>
          Summary
        </Typography>
        <Row label="Taxable Amount" value={formatPaise(preview.taxable_paise)} />
        {preview.tax_heads.map((head) => (
          <Row key={head.name} label={`${head.name} @ ${percent(head.rate_bp)}`} value={formatPaise(head.amount_paise)} />
        ))}
        <Row label="Total" value={formatPaise(preview.total_paise)} strong />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {amountInWords(preview.total_paise)}
        </Typography>
      </Box>
      <Alert severity="info" icon={<LockOutlinedIcon fontSize="small" />}>
        The amount and GST rates are locked from Project configuration.
      </Alert>
    </Stack>
  );
}
