import { screen, within } from '@testing-library/react';
import { renderScreen } from '@firm/shared/ui/testing';
import { LUT_DECLARATION } from '@firm/shared/domain/gst';
import { invoiceRow } from '../../testing/invoice-fixtures';
import { invoiceServer } from '../../testing/invoice-server';
import { InvoiceDetailsDialog } from './invoice-details-dialog';

// An invoice issued under LUT shows the LUT it quoted beside its endorsement, as its PDF prints it.

const export_lut = { supply_type: 'export_lut' as const, place_of_supply: 'Outside India (export)', tax_heads: [] };
const endorsement = () =>
  within(screen.getByRole('region', { name: 'Basic Information' })).getByText('Endorsement').nextElementSibling?.textContent;

describe('the endorsement of an invoice under LUT in Invoice Details', () => {
  it('names the LUT the invoice was issued under beside the declaration', async () => {
    invoiceServer([invoiceRow(9)], { details: { 9: { ...export_lut, lut_reference: 'LUT ARN AD270326001234X (FY 2026-27)' } } });
    renderScreen(<InvoiceDetailsDialog invoiceId={9} onClose={jest.fn()} />);
    await screen.findByRole('region', { name: 'Basic Information' });
    expect(endorsement()).toBe(`${LUT_DECLARATION} — LUT ARN AD270326001234X (FY 2026-27)`);
  });

  it('shows the declaration alone on an invoice issued without a recorded LUT', async () => {
    invoiceServer([invoiceRow(10)], { details: { 10: { ...export_lut, lut_reference: null } } });
    renderScreen(<InvoiceDetailsDialog invoiceId={10} onClose={jest.fn()} />);
    await screen.findByRole('region', { name: 'Basic Information' });
    expect(endorsement()).toBe(LUT_DECLARATION);
  });
});
