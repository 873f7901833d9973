import { queryOptions } from '@tanstack/react-query';
import { gstr1SummaryAnswerSchema, gstr1UploadFileName, type FilingFrequency, type Gstr1FileFormat } from '@firm/shared/domain/gstr1';
import { officeListAnswerSchema } from '@firm/shared/domain/offices';
import { http } from '@firm/shared/runtime';
import { saveReportFile } from './reports';

// GSTR-1 per registration: the firm's GSTINs (from its offices), one return's summary and its
// files for upload, the portal's JSON and the offline tool's Excel template.

export type Registration = { gstin: string; state: string; offices: string[]; frequency: FilingFrequency };

/** One entry per GSTIN: offices of a state share it (and its filing frequency). */
export async function fetchRegistrations(): Promise<Registration[]> {
  const { data } = await http.get('/api/master/offices');
  const byGstin = new Map<string, Registration>();
  for (const office of officeListAnswerSchema.parse(data).data.offices) {
    if (!office.gstin) continue;
    const known = byGstin.get(office.gstin);
    if (known) known.offices.push(office.name);
    else
      byGstin.set(office.gstin, { gstin: office.gstin, state: office.state, offices: [office.name], frequency: office.filing_frequency });
  }
  return [...byGstin.values()];
}

export const gstr1ReturnQueries = {
  registrations: () => queryOptions({ queryKey: ['reports', 'gstr1', 'registrations'] as const, queryFn: fetchRegistrations }),
  summary: (gstin: string, period: string) =>
    queryOptions({
      queryKey: ['reports', 'gstr1', 'summary', gstin, period] as const,
      queryFn: async () => {
        const { data } = await http.get('/api/reports/gstr1/summary', { params: { gstin, period } });
        return gstr1SummaryAnswerSchema.parse(data).data;
      },
    }),
};

/** The file for upload, saved under the server's name ('GSTR1_<gstin>_<fp>.json'). */
export function downloadGstr1File(gstin: string, period: string, format: Gstr1FileFormat): Promise<string> {
  const fp = `${period.slice(5, 7)}${period.slice(0, 4)}`;
  return saveReportFile('/api/reports/gstr1/file', { gstin, period, format }, gstr1UploadFileName(gstin, fp, format));
}
