import { screen } from '@testing-library/react';
import { renderScreen } from '@firm/shared/ui/testing';
import { SEZ_LUT_DECLARATION } from '@firm/shared/domain/gst';
import type { InvoicePreview } from '@firm/shared/domain/invoice';
import { InvoicePreviewSummary } from './invoice-preview-summary';

// The Generate Invoice preview of a supply to an SEZ under LUT: the endorsement with the LUT it will
// quote, or a warning that none is recorded for the year (it still issues, with the declaration alone).

const sezPreview = (over: Partial<InvoicePreview>): InvoicePreview => ({
  invoice_number: null,
  task_id: 5,
  task_name: 'Transfer Pricing Study',
  supplier_name: 'Kapoor Iyer & Co.',
  supplier_gstin: '27AAHFK4108N1Z3',
  supplier_state: 'Maharashtra (27)',
  office_id: 1,
  office_name: 'Head Office',
  client_id: 7,
  client_name: 'Seepz Unit',
  client_gstin: '27AAPFU0939F1ZV',
  invoice_date: '2026-11-21',
  due_date: '2026-11-26',
  supply_type: 'sez_lut',
  lut_reference: null,
  lut_warning: null,
  place_of_supply: 'Maharashtra (27)',
  tax_treatment: 'taxable',
  sac_code: '998221',
  service_name: 'Advisory',
  taxable_paise: 2_500_00,
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
