/**
 * Times in the trader's own time zone (the browser's), with the zone named; the year is in the
 * title. Written the Indian way, as the wallet writes them: '24 Nov, 06:29:19 am IST'.
 */
const formatter = new Intl.DateTimeFormat('en-IN', {
  // dateStyle/timeStyle cannot be combined with timeZoneName, hence the single fields.
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'short',
});

export const formatTime = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : formatter.format(date);
};
