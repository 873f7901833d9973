import { addDays, daysBetween } from '../calendar';

// When the client's contacts are reminded of a request they still owe. The admin sets the
// schedule: days before the due date, the due day itself, and a repeat every N days after it. Each
// reminder is a slot, named by its distance from the due date in days (-2, 0, 7, 14, ...): the server
// sends a slot once per request (its unique key is request × slot), and only the latest slot reached.

export type DocumentReminderSchedule = {
  enabled: boolean;
  /** Days before the due date (1 to 30), each a reminder. */
  daysBefore: number[];
  onDueDay: boolean;
  /** Every this many days after the due date (1 to 90), or no reminder after it. */
  repeatAfterDays: number | null;
};

export const DOCUMENT_REMINDER_DEFAULT: DocumentReminderSchedule = { enabled: false, daysBefore: [2], onDueDay: true, repeatAfterDays: 7 };
export const DAYS_BEFORE_MAX = 30;
export const REPEAT_AFTER_MAX = 90;
export const DAYS_BEFORE_COUNT_MAX = 5;

/**
 * The slot a request is reminded of on `today`, or null: the latest slot of the schedule whose day is
 * today or earlier but not before the day the request was made (a request made the day before its due
 * date is not reminded "2 days before" late). A slot whose day passed while the job did not run is
 * still sent, once, if it is the latest; earlier missed ones are not repeated.
 */
export function reminderSlot(schedule: DocumentReminderSchedule, dueDate: string, requestedOn: string, today: string): number | null {
  if (!schedule.enabled) return null;
  const now = daysBetween(dueDate, today);
  const earliest = daysBetween(dueDate, requestedOn);
  let slot: number | null = null;
  if (now > 0 && schedule.repeatAfterDays) slot = Math.floor(now / schedule.repeatAfterDays) * schedule.repeatAfterDays || null;
  if (slot === null && schedule.onDueDay && now >= 0) slot = 0;
  if (slot === null) {
    const before = schedule.daysBefore.map((d) => -d).filter((s) => s <= now);
    if (before.length) slot = Math.max(...before);
  }
  if (slot === null || slot < earliest) return null;
  return slot;
}

/** The day a slot falls on. */
export const slotDay = (dueDate: string, slot: number) => addDays(dueDate, slot);

/** '2 days before the due date', 'On the due date', '7 days after the due date'. */
export function slotLabel(slot: number): string {
  if (slot === 0) return 'On the due date';
  const n = Math.abs(slot);
  return `${n} ${n === 1 ? 'day' : 'days'} ${slot < 0 ? 'before' : 'after'} the due date`;
}

/** A schedule as the server keeps it, or the reason it is not one (the form and the PUT share the rule). */
export function checkSchedule(input: {
  enabled: boolean;
  daysBefore: readonly unknown[];
  onDueDay: boolean;
  repeatAfterDays: unknown;
}): { schedule: DocumentReminderSchedule } | { error: string } {
  const days: number[] = [];
  if (input.daysBefore.length > DAYS_BEFORE_COUNT_MAX) return { error: `Choose at most ${DAYS_BEFORE_COUNT_MAX} days before the due date` };
  for (const d of input.daysBefore) {
    if (typeof d !== 'number' || !Number.isInteger(d) || d < 1 || d > DAYS_BEFORE_MAX) {
      return { error: `Each day before the due date must be a whole number from 1 to ${DAYS_BEFORE_MAX}` };
    }
    if (!days.includes(d)) days.push(d);
  }
  const repeat = input.repeatAfterDays;
  if (repeat !== null && (typeof repeat !== 'number' || !Number.isInteger(repeat) || repeat < 1 || repeat > REPEAT_AFTER_MAX)) {
    return { error: `The repeat after the due date must be a whole number of days from 1 to ${REPEAT_AFTER_MAX}, or none` };
  }
  return {
    schedule: { enabled: input.enabled, daysBefore: days.sort((a, b) => b - a), onDueDay: input.onDueDay, repeatAfterDays: repeat },
  };
}
