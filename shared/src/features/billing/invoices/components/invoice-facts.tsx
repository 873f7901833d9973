import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { amountInWords, formatPaiseIndian } from '@firm/shared/domain/money';
import { formatDate } from '@firm/shared/domain/format';
import { invoiceTitleOf } from '@firm/shared/domain/einvoice';
import { zeroRatedDeclaration, type SupplyType } from '@firm/shared/domain/gst';
import { endorsementText } from '@firm/shared/domain/offices';
import type { InvoiceDetail } from '@firm/shared/domain/invoice';
import { InvoiceAging } from './invoice-aging';
import { InvoiceStatusChip, RefundDueChip } from './invoice-status-chip';

export function FactRow({ label, value, strong = false }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Box component="div" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body2" component="span" sx={{ fontWeight: strong ? 700 : 500, textAlign: 'right', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const percent = (rateBp: number) => `${rateBp / 100}%`;

// A supply to an SEZ is inter-state even in the firm's own state (IGST Act s.7(5)(b)) and zero-rated (s.16(1)(b)).
function supplyInWords(invoice: Pick<InvoiceDetail, 'supply_type' | 'tax_heads'>): string {
  switch (invoice.supply_type) {
    case 'export_lut':
      return 'Export of services under LUT (zero-rated)';
    case 'export_igst':
      return 'Export of services with IGST (zero-rated)';
    case 'sez_lut':
      return 'Inter-state supply to an SEZ under LUT (zero-rated)';
    case 'sez_igst':
      return 'Inter-state supply to an SEZ with IGST (zero-rated)';
    case 'inter_state':
      return 'Inter-state (IGST)';
    case 'intra_state':
      return `Intra-state (${invoice.tax_heads.map((h) => h.name).join(' + ')})`;
  }
}

/** What a zero-rated supply under LUT says in place of tax. */
const NO_TAX_UNDER_LUT: Partial<Record<SupplyType, string>> = {
  export_lut: 'Zero-rated: export under LUT, no tax charged',
  sez_lut: 'Zero-rated: supply to an SEZ under LUT, no tax charged',
};

/** Spec 02 §2.2's Basic Information: the parties and days as issued. */
export function BasicInformation({ invoice }: { invoice: InvoiceDetail }) {
  // The declaration the PDF prints on a zero-rated supply (CGST Rules r.46(p)), with the LUT it was issued under.
  const declaration = endorsementText(zeroRatedDeclaration(invoice.supply_type), invoice.lut_reference);
  return (
    <Section title="Basic Information">
      <FactRow label="Invoice ID" value={invoice.invoice_number} strong />
      {/* A nil-rated or exempt supply is a bill of supply (CGST Rules r.49), not a tax invoice. */}
      <FactRow label="Document" value={invoiceTitleOf(invoice.tax_treatment)} />
      <FactRow label="Invoice Date" value={formatDate(invoice.invoice_date)} />
      <FactRow label="Due Date" value={formatDate(invoice.due_date)} />
      <FactRow label="Status" value={<InvoiceStatusChip status={invoice.admin_status} />} />
      <FactRow label="Aging" value={<InvoiceAging status={invoice.status} dueDate={invoice.due_date} today={invoice.today} />} />
      <FactRow label="Customer" value={invoice.client_name} />
      {invoice.client_gstin ? <FactRow label="Customer GSTIN" value={invoice.client_gstin} /> : null}
      <FactRow label="Billing Address" value={invoice.recipient_address} />
      <FactRow label="Project Name" value={invoice.task_name} />
      <FactRow label="Service" value={`${invoice.service_name} (SAC ${invoice.sac_code})`} />
      <FactRow label="Place of Supply" value={invoice.place_of_supply} />
      <FactRow label="Supply Type" value={supplyInWords(invoice)} />
      {declaration ? <FactRow label="Endorsement" value={declaration} /> : null}
      <FactRow label="Billed By" value={`${invoice.supplier_name} (GSTIN ${invoice.supplier_gstin})`} />
    </Section>
  );
}

/** Spec 02 §2.2's Financial Details: the real tax split as issued, then what was received, credited and is due. */
export function FinancialDetails({ invoice }: { invoice: InvoiceDetail }) {
  const noTax = NO_TAX_UNDER_LUT[invoice.supply_type];
  return (
    <Section title="Financial Details">
      <FactRow label="Taxable Amount" value={formatPaiseIndian(invoice.taxable_paise)} />
      {invoice.tax_heads.map((head) => (
        <FactRow key={head.name} label={`${head.name} @ ${percent(head.rate_bp)}`} value={formatPaiseIndian(head.amount_paise)} />
      ))}
      {noTax ? <FactRow label="GST" value={noTax} /> : null}
      <FactRow label="Invoice Amount" value={formatPaiseIndian(invoice.total_paise)} strong />
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {amountInWords(invoice.total_paise)}
      </Typography>
      <FactRow label="Credit Note" value={formatPaiseIndian(invoice.credited_paise)} />
      {/* Received is every rupee that came in; paid (what the firm keeps) is that less the refunds. */}
      <FactRow label="Amount Received" value={formatPaiseIndian(invoice.paid_paise + invoice.refunded_paise)} />
      {invoice.refunded_paise > 0 ? <FactRow label="Refunded" value={formatPaiseIndian(invoice.refunded_paise)} /> : null}
      <FactRow label="Amount Due" value={formatPaiseIndian(invoice.outstanding_paise)} strong />
      {invoice.excess_paise > 0 ? (
        <FactRow
          label="Excess Received"
          value={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              <RefundDueChip excessPaise={invoice.excess_paise} />
              {formatPaiseIndian(invoice.excess_paise)}
            </Box>
          }
          strong
        />
      ) : null}
      {invoice.payment_details ? (
        <Stack sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'pre-line' }}>
            {invoice.payment_details}
          </Typography>
        </Stack>
      ) : null}
    </Section>
  );
}
