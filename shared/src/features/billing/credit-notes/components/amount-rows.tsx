import { Box, Typography } from '@mui/material';
import { formatPaiseIndian } from '@firm/shared/domain/money';
import type { CreditAmounts } from '@firm/shared/domain/credit-note';
import { SummaryRow } from '@firm/shared/ui';

// The dialogs' amounts, label left and value right; a section is a labelled region so it reads as one.

export const percent = (rateBp: number) => `${rateBp / 100}%`;

/** The tax heads of an invoice or a credit note with their rates; IGST only when above 0 (spec 02 §2.3). */
export type HeadRates = { cgstBp: number; sgstBp: number; igstBp: number; stateTaxName: 'SGST' | 'UTGST' };

export function TaxHeadRows({ amounts, rates }: { amounts: Omit<CreditAmounts, 'total' | 'taxable'>; rates: HeadRates }) {
  const heads = [
    { name: 'CGST', rate: rates.cgstBp, amount: amounts.cgst },
    { name: rates.stateTaxName, rate: rates.sgstBp, amount: amounts.sgst },
  ];
  // An inter-state invoice has no CGST or SGST: show the head it does have.
  const shown =
    rates.igstBp > 0 || amounts.igst > 0
      ? [...heads.filter((h) => h.rate > 0), { name: 'IGST', rate: rates.igstBp, amount: amounts.igst }]
      : heads;
  return (
    <>
      {shown.map((h) => (
        <SummaryRow key={h.name} label={`${h.name} (${percent(h.rate)})`} value={formatPaiseIndian(h.amount)} />
      ))}
    </>
  );
}

/** A credit note's amounts: the taxable value credited, its tax, its total and what is then due. */
export function CreditBreakdown({ amounts, rates, dueAfter }: { amounts: CreditAmounts; rates: HeadRates; dueAfter: number }) {
  return (
    <Box component="section" aria-label="Credit note breakdown">
      <Typography variant="subtitle2" gutterBottom>
        Credit Note Breakdown
      </Typography>
      <SummaryRow label="Taxable Value" value={formatPaiseIndian(amounts.taxable)} />
      <TaxHeadRows amounts={amounts} rates={rates} />
      <SummaryRow label="Credit Note Total" value={formatPaiseIndian(amounts.total)} strong />
      <SummaryRow label="Due from Customer" value={formatPaiseIndian(dueAfter)} strong />
    </Box>
  );
}
