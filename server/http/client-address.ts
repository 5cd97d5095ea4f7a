import ipaddr from 'ipaddr.js';

/**
 * The key per-address limits count under. An IPv4 address as it is (an IPv4-mapped IPv6 address
 * as its IPv4); an IPv6 address by its /64, since one subscriber usually holds a whole /64 and
 * could otherwise step to a fresh address for every attempt. `request.ip` is already the real
 * client when TRUST_PROXY names the proxy in front (see config).
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toString()}/64`;
}
