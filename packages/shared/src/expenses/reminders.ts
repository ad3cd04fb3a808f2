import { z } from 'zod';

/**
 * Reminder options (docs/api.md §Reminder options): the first is the default; `days` between occurrences, 0 = none.
 * 'Cada mes' is stored as 30 but counts calendar months (MONTHLY_REMINDER_DAYS, ADR 019).
 */
export const REMINDER_OPTIONS = [
  { id: 1, name: 'No recordar', days: 0 },
  { id: 2, name: 'Cada semana', days: 7 },
  { id: 3, name: 'Cada quince días', days: 15 },
  { id: 4, name: 'Cada mes', days: 30 },
] as const;
export const ZReminderOptionRecord = z.object({ id: z.number(), name: z.string(), days: z.number() });
export type ReminderOption = z.infer<typeof ZReminderOptionRecord>;
/** The `days` of 'Cada mes': its occurrences fall on the same day of each month, not every 30 days. */
export const MONTHLY_REMINDER_DAYS = 30;
export const DEFAULT_REMINDER_OPTION = REMINDER_OPTIONS[0].id;
export const reminderOptionById = (id: number): ReminderOption | undefined =>
  REMINDER_OPTIONS.find((o) => o.id === id);
export const reminderOptionByDays = (days: number): ReminderOption | undefined =>
  REMINDER_OPTIONS.find((o) => o.days === days);

export const REMINDER_STATUSES = ['ACTIVA', 'ACEPTADA', 'DESCARTADA'] as const;
export const ZReminderStatus = z.enum(REMINDER_STATUSES);
export type ReminderStatus = z.infer<typeof ZReminderStatus>;
/** docs/product/3-expenses-reports.md §4: the title is the status with its last letter changed to O ('ACTIVO'). */
export const reminderTitle = (status: ReminderStatus): string => `${status.slice(0, -1)}O`;
