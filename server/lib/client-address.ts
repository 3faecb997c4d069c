import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/**
 * TRUST_PROXY as Fastify takes it: false (the socket's address is the client's), or the addresses and CIDR
 * ranges of the proxies in front (proxy-addr's names loopback, linklocal and uniquelocal too). The client's
 * address is then the right-most X-Forwarded-For entry not from a trusted proxy, so an entry a client
 * wrote itself is never taken. `true` would trust every entry: any client could name its own address and
 * escape the per-address limits; it is read as the private ranges, where proxies usually sit, with a warning.
 * A hop count is refused: it cannot tell a proxy from a client that connects directly (Fastify ignores it).
 */
export type TrustProxy = false | string[];

/** Where proxies usually are: this machine and private networks. */
const PRIVATE_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
const RANGE_NAMES = new Set(PRIVATE_RANGES);

export const TRUST_PROXY_TRUE_WARNING =
  'TRUST_PROXY=true is read as TRUST_PROXY=loopback,linklocal,uniquelocal (proxies on private networks): ' +
  "trusting every X-Forwarded-For entry would let any client forge its address. Name your proxies' " +
  'addresses or CIDR ranges to silence this.';

export const TrustProxySchema = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') return PRIVATE_RANGES;
    const proxies = value.split(',').map((entry) => entry.trim());
    const invalid = proxies.filter((entry) => !RANGE_NAMES.has(entry) && !isAddress(entry) && !isCidr(entry));
    if (invalid.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `must be false or the proxies' addresses and CIDR ranges (not: ${invalid.join(', ')})`,
      });
      return z.NEVER;
    }
    return proxies;
  });

/** An address written in full (ipaddr.js alone would also take "2" for 0.0.0.2). */
const isAddress = (value: string) =>
  ipaddr.IPv4.isValidFourPartDecimal(value) || (value.includes(':') && ipaddr.IPv6.isValid(value));

function isCidr(value: string): boolean {
  try {
    ipaddr.parseCIDR(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The key under which a client's attempts are counted (sign-in locks, rate limits): its IPv4 address, or the
 * /64 network of its IPv6 address, since one household or device is given a whole /64 and could otherwise
 * step through its addresses to escape every per-address limit.
 */
export function sourceKeyOf(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}
