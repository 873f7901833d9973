import { indianDay, pad2, splitDay } from './days';

// India's financial year (1 April to 31 March) and the assessment year that assesses it.

export type FinancialYear = { startYear: number; label: string; shortLabel: string };

/** The year in which the financial year of a day starts: 2026-03-31 → 2025. */
export function financialYearStartOf(day: string): number {
  const { year, month } = splitDay(day);
  return month >= 4 ? year : year - 1;
}

/** '2026-27' for the financial year that starts in 2026. */
export const financialYearLabel = (startYear: number) => `${startYear}-${pad2((startYear + 1) % 100)}`;

/** Whether a label is one `financialYearLabel` writes ('2026-27': the second year follows the first). */
export const isFinancialYearLabel = (label: string) =>
  /^\d{4}-\d{2}$/.test(label) && financialYearLabel(Number(label.slice(0, 4))) === label;

/** India's financial year of an instant, turning at midnight of 1 April in India: '2026-27'. */
export function financialYearOf(at: Date): FinancialYear {
  const startYear = financialYearStartOf(indianDay(at));
  return { startYear, label: financialYearLabel(startYear), shortLabel: `${pad2(startYear % 100)}-${pad2((startYear + 1) % 100)}` };
}

/** The assessment year assesses the financial year before it: FY 2025-26 → AY 2026-27. */
export const assessmentYearOf = (financialYearStart: number) => financialYearLabel(financialYearStart + 1);

/** The quarter (1-4) of the financial year a month (1-12) belongs to: April-June is Q1, January-March Q4. */
export const quarterOfMonth = (month: number) => Math.floor(((month + 8) % 12) / 3) + 1;
