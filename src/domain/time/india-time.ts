const INDIA = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/**
 * A moment as a trader in India reads it, for words the server writes (a mail, a refusal, a
 * notice), which cannot know the reader's zone: '28 Nov 2026, 12:30 am IST'. India has one zone
 * and no daylight saving, so the name is always IST.
 */
export const indiaTimeText = (at: Date): string => `${INDIA.format(at)} IST`;
