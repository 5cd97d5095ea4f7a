/** Route matching is case-insensitive, so highlighting the current link is too. */
export const isCurrentPath = (location: string, href: string): boolean =>
  location.toLowerCase() === href.toLowerCase();
