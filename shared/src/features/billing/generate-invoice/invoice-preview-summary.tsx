import { Alert, Box, Divider, Stack, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { amountInWords } from '@firm/shared/domain/money';
import { formatDate, formatPaise } from '@firm/shared/domain/format';
import { zeroRatedDeclaration } from '@firm/shared/domain/gst';
import type { InvoicePreview } from '@firm/shared/domain/invoice';
import { invoiceTitleOf } from '@firm/shared/domain/einvoice';
import { endorsementText } from '@firm/shared/domain/offices';
import { SummaryRow } from '@firm/shared/ui';

// The Generate Invoice dialog's read-only configuration and summary (spec 02 §2.1): what the server will
// issue, nothing the admin can change here.

// A supply to an SEZ is inter-state even in the firm's own state (IGST Act s.7(5)(b)) and zero-rated (s.16(1)(b)).
export function supplyTypeInWords(preview: Pick<InvoicePreview, 'supply_type' | 'tax_heads'>): string {
  switch (preview.supply_type) {
    case 'export_lut':
      return 'Export under LUT: zero-rated';
    case 'export_igst':
      return 'Export with IGST: zero-rated';
    case 'sez_lut':
      return 'Inter-state to an SEZ under LUT: zero-rated';
    case 'sez_igst':
      return 'Inter-state to an SEZ with IGST: zero-rated';
    case 'inter_state':
      return 'Inter-state: IGST';
    case 'intra_state':
      return `Intra-state: ${preview.tax_heads.map((h) => h.name).join(' + ') || 'CGST + SGST'}`;
  }
}

const percent = (rateBp: number) => `${rateBp / 100}%`;

export function InvoicePreviewSummary({ preview }: { preview: InvoicePreview }) {
  // The declaration the invoice will carry on a zero-rated supply (CGST Rules r.46(p)), as its PDF prints it,
  // with the LUT it is issued under.
  const declaration = endorsementText(zeroRatedDeclaration(preview.supply_type), preview.lut_reference);
  return (
    <Stack spacing={2}>
      <Box component="section" aria-label="Configuration">
        <Typography variant="subtitle2" gutterBottom>
          Configuration
        </Typography>
        <SummaryRow label="Invoice Number" value="Assigned on generation" />
        {/* A nil-rated or exempt supply is issued as a bill of supply (CGST Rules r.49), without an IRN. */}
        <SummaryRow label="Document" value={invoiceTitleOf(preview.tax_treatment)} />
        <SummaryRow
          label="Client"
          value={preview.client_gstin ? `${preview.client_name} (GSTIN ${preview.client_gstin})` : preview.client_name}
        />
        <SummaryRow label="Project" value={preview.task_name} />
        <SummaryRow label="SAC Code" value={preview.sac_code} />
        <SummaryRow label="Service Category" value={preview.service_name} />
        <SummaryRow label="Supplier" value={`${preview.supplier_name} (GSTIN ${preview.supplier_gstin})`} />
        <SummaryRow label="Place of Supply" value={preview.place_of_supply} />
        <SummaryRow label="Supply Type" value={supplyTypeInWords(preview)} />
        {declaration ? <SummaryRow label="Endorsement" value={declaration} /> : null}
        <SummaryRow label="Due Date" value={formatDate(preview.due_date)} />
      </Box>
      {/* It still issues without one (the firm may not have recorded it yet), with the declaration alone. */}
      {preview.lut_warning ? <Alert severity="warning">{preview.lut_warning}</Alert> : null}
      <Divider />
      <Box component="section" aria-label="Summary">
        <Typography variant="subtitle2" gutterBottom>
          Summary
        </Typography>
        <SummaryRow label="Taxable Amount" value={formatPaise(preview.taxable_paise)} />
        {preview.tax_heads.map((head) => (
          <SummaryRow key={head.name} label={`${head.name} @ ${percent(head.rate_bp)}`} value={formatPaise(head.amount_paise)} />
        ))}
        <SummaryRow label="Total" value={formatPaise(preview.total_paise)} strong />
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
