import ipaddr from 'ipaddr.js';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** An address or CIDR range in its canonical text, or undefined when it is neither. */
export function normalisedRange(text: string): string | undefined {
  const trimmed = text.trim();
  try {
    if (trimmed.includes('/')) {
      const [address, bits] = ipaddr.parseCIDR(trimmed);
      return `${address.toString()}/${bits}`;
    }
    const address = ipaddr.process(trimmed);
    return `${address.toString()}/${address.kind() === 'ipv4' ? 32 : 128}`;
  } catch {
    return undefined;
  }
}

/** Whether `ip` is inside one of `ranges` (canonical CIDR texts); an empty list allows any. */
export function allowedAddress(ranges: readonly string[], ip: string): boolean {
  if (ranges.length === 0) return true;
  if (!ipaddr.isValid(ip)) return false;
  const address = ipaddr.process(ip);
  return ranges.some((text) => {
    const range = ipaddr.parseCIDR(text) as Range;
    return address.kind() === range[0].kind() && address.match(range);
  });
}
