import { parse } from 'regexparam';

/** Route patterns match regardless of case, so /Wallet and /FutureCharts reach their routes. */
export function caseInsensitiveParser(route: string, loose?: boolean) {
  const { pattern, keys } = parse(route, loose);
  return { pattern: new RegExp(pattern.source, 'i'), keys };
}
