// Colombia has been UTC−5 without daylight saving since 1993, so an instant becomes Bogotá's wall
// clock by a fixed shift; DIAN writes the offset after the time (IssueTime, SigningTime, HorFac).
const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;
export const BOGOTA_OFFSET = '-05:00';

/** IssueDate and IssueTime of a document signed at `instant`: 'YYYY-MM-DD' and 'HH:MM:SS-05:00'. */
export function bogotaDateTime(instant: Date): { date: string; time: string } {
  const local = new Date(instant.getTime() + BOGOTA_OFFSET_MS).toISOString();
  return { date: local.slice(0, 10), time: `${local.slice(11, 19)}${BOGOTA_OFFSET}` };
}

/** xsd:dateTime in Bogotá, e.g. 2026-05-04T10:15:00-05:00 (XAdES SigningTime). */
export function bogotaDateTimeStamp(instant: Date): string {
  const { date, time } = bogotaDateTime(instant);
  return `${date}T${time}`;
}
