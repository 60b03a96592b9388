/** "Last updated" dates (pure): formatting is fixed to UTC so the server and browser agree. */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2026-03-04T10:00:00+01:00` -> `4 March 2026` (UTC), or null for a value that is not a date. */
export function formatUpdated(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
