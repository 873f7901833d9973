import { z } from 'zod';
import { dataAnswerSchema } from '../list';
import { COMPLIANCE_STATES } from './project-state';

// The client's upcoming filings: on the client portal's dashboard, every filing the firm handles
// for the contact's client whose statutory due date falls in the next 45 days, those due in the last 30
// (what was just done, or is late) and any still overdue, with what is done (filed on time or late, with
// the acknowledgement). A period whose Project the calendar has not opened yet shows as not started.

export const UPCOMING_FILING_DAYS = 45;
export const RECENT_FILING_DAYS = 30;

export const clientFilingSchema = z.object({
  compliance_name: z.string(),
  period_key: z.string(),
  period_label: z.string(),
  statutory_due_date: z.string(),
  state: z.enum(COMPLIANCE_STATES),
  filed_on: z.string().nullable(),
  ack_number: z.string().nullable(),
});
export type ClientFiling = z.infer<typeof clientFilingSchema>;

/** GET /api/client-portal/filings: sorted by due date; `today` is India's day on the server. */
export const clientFilingsAnswerSchema = dataAnswerSchema(
  z.object({ today: z.string(), from: z.string(), until: z.string(), filings: z.array(clientFilingSchema) }),
);
export type ClientFilingsAnswer = z.infer<typeof clientFilingsAnswerSchema>;
