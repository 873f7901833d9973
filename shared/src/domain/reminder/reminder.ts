import { z } from 'zod';
import { listAnswerSchema, listQuerySchema, queryChoice, dataAnswerSchema, messageAnswerSchema } from '../list';

// Overdue reminders. A firm turns them on and names the days after an invoice's due date on
// which the client's contacts are reminded (the cadence, e.g. 1, 7 and 15). The server's reminder job
// sends each step of each overdue invoice once; the admin sees what was sent. The spec has no words for
// this screen: these texts are ours.

export const reminderTexts = {
  heading: 'Overdue Reminders',
  subtitle: 'E-mail the contacts of clients whose invoices are overdue, on the days after the due date you choose',
  enabled: 'Send overdue reminders',
  cadence: 'Days after the due date',
  cadenceHelp: 'Whole numbers from 1 to 365, separated by commas (for example 1, 7, 15)',
  save: 'Save',
  saved: 'Reminder settings saved',
  saveFailed: 'Failed to save reminder settings',
  loadFailed: 'Failed to load reminder settings',
  listFailed: 'Failed to load reminders',
  sentHeading: 'Reminders Sent',
  noReminders: 'No reminders sent yet',
  cadenceRequired: 'Enter at least one day',
  cadenceNumber: 'Each day must be a whole number from 1 to 365',
  cadenceRepeated: 'Each day may appear only once',
  cadenceTooMany: 'Choose at most 10 days',
  runNow: 'Run now',
  runNowHelp: 'Send the reminders that are due now instead of waiting for the hourly run',
  runOff: 'Overdue reminders are off. Turn them on and save before running them.',
  runFailed: 'Failed to run reminders',
  runNothing: 'No reminders were due',
} as const;

export const REMINDER_STEP_MIN = 1;
export const REMINDER_STEP_MAX = 365;
export const REMINDER_STEPS_MAX = 10;
/** What a firm gets until it chooses: reminders off, and these days once turned on. */
export const REMINDER_DEFAULT_CADENCE: readonly number[] = [1, 7, 15];

/** '1 day after due', '7 days after due'. */
export const reminderStepLabel = (step: number) => `${step} ${step === 1 ? 'day' : 'days'} after due`;

/**
 * A cadence as the server keeps it (ascending, distinct, 1-365, 1 to 10 days), or the reason it is not.
 * The browser's form and the server's PUT apply the same rule.
 */
export function checkCadence(values: readonly unknown[]): { cadence: number[] } | { error: string } {
  if (values.length === 0) return { error: reminderTexts.cadenceRequired };
  if (values.length > REMINDER_STEPS_MAX) return { error: reminderTexts.cadenceTooMany };
  const days: number[] = [];
  for (const value of values) {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < REMINDER_STEP_MIN || value > REMINDER_STEP_MAX) {
      return { error: reminderTexts.cadenceNumber };
    }
    if (days.includes(value)) return { error: reminderTexts.cadenceRepeated };
    days.push(value);
  }
  return { cadence: days.sort((a, b) => a - b) };
}

/** The form's text ('1, 7, 15') as a cadence, or the reason it is not one. */
export function parseCadenceText(text: string): { cadence: number[] } | { error: string } {
  const parts = text
    .split(/[,\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  return checkCadence(parts.map((part) => (/^\d{1,4}$/.test(part) ? Number(part) : NaN)));
}

export const reminderSettingsSchema = z.object({ enabled: z.boolean(), cadence: z.array(z.number()) });
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/**
 * PUT /api/reminders/settings. The cadence's own rule (`checkCadence`) is the route's, so its refusal is
 * one 400 REMINDER_CADENCE_INVALID with the rule's words whatever was sent in the array.
 */
export const reminderSettingsBodySchema = z.object({
  enabled: z.boolean({ error: 'Enabled must be true or false' }),
  /** Days after the due date; anything but a list of whole days is the 400 of `checkCadence`, never a 422. */
  cadence: z.unknown().optional(),
});

/** The body's cadence checked: the days as kept, or the reason it is refused. */
export const cadenceOfBody = (cadence: unknown) =>
  Array.isArray(cadence)
    ? checkCadence(cadence)
    : { error: cadence === undefined ? reminderTexts.cadenceRequired : reminderTexts.cadenceNumber };

export const reminderSettingsAnswerSchema = dataAnswerSchema(reminderSettingsSchema);
export type ReminderSettingsAnswer = z.infer<typeof reminderSettingsAnswerSchema>;
export const reminderSettingsSavedSchema = reminderSettingsAnswerSchema.extend({ message: z.string() });

/** A reminder as the admin reads it; 'claimed' is a send in progress (or one a stopped process left). */
export const REMINDER_STATUSES = ['claimed', 'sent', 'failed', 'skipped'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];
export const REMINDER_STATUS_LABELS: Record<ReminderStatus, string> = {
  claimed: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'No recipients',
};

export const sentReminderSchema = z.object({
  reminder_id: z.number(),
  invoice_id: z.number(),
  invoice_number: z.string(),
  client_id: z.number(),
  client_name: z.string(),
  due_date: z.string(),
  /** Days after the due date. */
  step: z.number(),
  due_paise: z.number(),
  recipients: z.number(),
  status: z.enum(REMINDER_STATUSES),
  reason: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type SentReminder = z.infer<typeof sentReminderSchema>;

/** GET /api/reminders: newest first, 10 a page; `search` looks in the invoice number and the client's name. */
export const reminderListQuerySchema = listQuerySchema({
  sortKeys: ['created', 'invoice', 'client', 'step'] as const,
  defaultSort: 'created',
  defaultOrder: 'desc',
  defaultLimit: 10,
  filters: { status: queryChoice('Status', REMINDER_STATUSES) },
});
export type ReminderListQuery = z.output<typeof reminderListQuerySchema>;
export const reminderListAnswerSchema = listAnswerSchema(z.object({ reminders: z.array(sentReminderSchema) }));
export type ReminderListAnswer = z.infer<typeof reminderListAnswerSchema>;

/** What a pass of the reminders did for the firm: reminders sent, whose every mail failed, and with no recipient. */
export const reminderRunCountsSchema = z.object({ sent: z.number(), failed: z.number(), skipped: z.number() });
export type ReminderRunResult = z.infer<typeof reminderRunCountsSchema>;

/** POST /api/reminders/run: the caller's firm only; 400 REMINDERS_OFF while its reminders are off. */
export const reminderRunAnswerSchema = messageAnswerSchema(reminderRunCountsSchema);
export type ReminderRunAnswer = z.infer<typeof reminderRunAnswerSchema>;

const countOf = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '2 reminders sent', '1 reminder sent, 1 failed, 1 with no recipients', or that none was due. */
export function reminderRunMessage({ sent, failed, skipped }: ReminderRunResult): string {
  if (sent + failed + skipped === 0) return reminderTexts.runNothing;
  const parts = [`${countOf(sent, 'reminder', 'reminders')} sent`];
  if (failed > 0) parts.push(`${failed} failed`);
  if (skipped > 0) parts.push(`${skipped} with no recipients`);
  return parts.join(', ');
}
