/** Made on first use: building a formatter loads locale data, which would lengthen the page's load. */
let indiaDate: Intl.DateTimeFormat | undefined;

/** The calendar day (YYYY-MM-DD) in India at `date`: records and statements count IST days. */
export const indiaDay = (date: Date): string => {
  indiaDate ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return indiaDate.format(date);
};

/** India's financial year (April to March) that `date` falls in, named by its starting year. */
export function financialYearOf(date: Date): number {
  const [year, month] = indiaDay(date).split('-').map(Number) as [number, number];
  return month >= 4 ? year : year - 1;
}
