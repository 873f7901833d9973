import { screen } from '@testing-library/react';
import { renderScreen } from '@firm/shared/ui/testing';
import { SEZ_LUT_DECLARATION } from '@firm/shared/domain/gst';
import type { InvoicePreview } from '@firm/shared/domain/invoice';
import { invoicePreview } from '../testing/generate-invoice-fixtures';
import { InvoicePreviewSummary } from './invoice-preview-summary';

// The Generate Invoice preview of a supply to an SEZ under LUT: the endorsement with the LUT it will
// quote, or a warning that none is recorded for the year (it still issues, with the declaration alone).

const sezPreview = (over: Partial<InvoicePreview>): InvoicePreview =>
  invoicePreview({
    task_name: 'Transfer Pricing Study',
    client_name: 'Seepz Unit',
    client_gstin: '27AAPFU0939F1ZV',
    supply_type: 'sez_lut',
    sac_code: '998221',
    service_name: 'Advisory',
    tax_heads: [{ name: 'IGST', rate_bp: 0, amount_paise: 0 }],
    total_paise: 2_500_00,
    ...over,
  });
const endorsement = () => screen.getByText('Endorsement').nextElementSibling?.textContent;

describe('the Generate Invoice preview of a supply under LUT', () => {
  it('shows the LUT the invoice will quote beside its endorsement, and no warning', () => {
    renderScreen(<InvoicePreviewSummary preview={sezPreview({ lut_reference: 'LUT ARN AD270326001234X (FY 2026-27)' })} />);
    expect(endorsement()).toBe(`${SEZ_LUT_DECLARATION} — LUT ARN AD270326001234X (FY 2026-27)`);
    expect(screen.queryByText(/No LUT is recorded/)).not.toBeInTheDocument();
  });

  it('warns when no LUT is recorded for the year, the endorsement standing alone', () => {
    const warning =
      'No LUT is recorded for this GSTIN for FY 2026-27: record it under Offices before issuing zero-rated invoices without IGST.';
    renderScreen(<InvoicePreviewSummary preview={sezPreview({ lut_warning: warning })} />);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(warning);
    expect(endorsement()).toBe(SEZ_LUT_DECLARATION);
  });
});
