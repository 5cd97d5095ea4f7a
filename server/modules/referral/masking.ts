/**
 * Another trader's name and email, shown to their referrer only as much as recognising them
 * needs: "Priya Kumar" → "Pr*** K***", "priya.k@example.com" → "pr***@example.com".
 */
const keep = (text: string, count: number): string => `${[...text].slice(0, count).join('')}***`;

export function maskName(fullname: string): string {
  const parts = fullname.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '***';
  return parts.map((part, index) => keep(part, index === 0 ? 2 : 1)).join(' ');
}

/** The domain stays; of the mailbox only the first two characters. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${keep(email.slice(0, at), 2)}${email.slice(at)}`;
}
