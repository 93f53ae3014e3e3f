/**
 * Where a webhook may not go (docs/security.md, SSRF): loopback, private, link-local (cloud
 * metadata at 169.254.169.254), CGNAT, unique-local IPv6, multicast and reserved addresses, and
 * IPv6 forms that carry an IPv4 address (mapped, compatible, NAT64). Every address a name
 * resolves to is checked, and the connection uses the checked address (`guardedLookup`), so a
 * second answer of the DNS (rebinding) cannot swap it.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP, isIPv4 } from 'node:net';

const REFUSED_V4 = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT (also Alibaba's metadata 100.100.100.200)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments (Oracle's metadata 192.0.0.192)
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const;

const REFUSED_V6 = [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local (AWS's metadata fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
  ['2001:db8::', 32], // documentation
  ['100::', 64], // discard
] as const;

const refusedV4 = new BlockList();
for (const [network, prefix] of REFUSED_V4) refusedV4.addSubnet(network, prefix, 'ipv4');
const refusedV6 = new BlockList();
for (const [network, prefix] of REFUSED_V6) refusedV6.addSubnet(network, prefix, 'ipv6');

/** An IPv6 address as its eight 16-bit groups; null when it is not one. */
function groupsOf(address: string): number[] | null {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    if (!isIPv4(dotted[1])) return null;
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  const groups =
    tail === undefined ? front : [...front, ...new Array(8 - front.length - back.length).fill(0), ...back];
  return groups.length === 8 && groups.every((group) => group >= 0 && group <= 0xffff) ? groups : null;
}

/** The IPv4 address an IPv6 address carries (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64 64:ff9b::a.b.c.d). */
function embeddedV4(groups: number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const zeros = (list: (number | undefined)[]) => list.every((group) => group === 0);
  const mapped = zeros([g0, g1, g2, g3, g4]) && (g5 === 0xffff || g5 === 0);
  const nat64 = g0 === 0x64 && g1 === 0xff9b && zeros([g2, g3, g4, g5]);
  if (!mapped && !nat64) return null;
  return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.');
}

/** Whether a webhook may not connect to this IP address. */
export function isRefusedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIPv4(bare)) return refusedV4.check(bare, 'ipv4');
  if (isIP(bare.split('%')[0] ?? '') !== 6) return true;
  const groups = groupsOf(bare);
  if (!groups) return true;
  const v4 = embeddedV4(groups);
  // ::1 and :: carry 0.0.0.1 and 0.0.0.0, refused like every address of 0.0.0.0/8.
  if (v4 !== null) return refusedV4.check(v4, 'ipv4');
  return refusedV6.check(bare.split('%')[0] ?? '', 'ipv6');
}

/** A URL's host without the brackets of an IPv6 literal. */
export const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

export class RefusedAddress extends Error {
  constructor(readonly host: string) {
    super(`${host} resolves to a private, local or reserved address`);
  }
}

/** Every address `host` resolves to; RefusedAddress when one of them is refused. */
export async function resolvePublic(host: string): Promise<LookupAddress[]> {
  if (isIP(host)) {
    if (isRefusedAddress(host)) throw new RefusedAddress(host);
    return [{ address: host, family: isIP(host) }];
  }
  const addresses = await new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(host, { all: true }, (error, found) => (error ? reject(error) : resolve(found))),
  );
  if (addresses.some((entry) => isRefusedAddress(entry.address))) throw new RefusedAddress(host);
  return addresses;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * `net.connect`'s `lookup` for webhook connections: the socket connects to an address this
 * lookup checked, never to one a later DNS answer gives.
 */
export function guardedLookup(host: string, options: LookupOptions, callback: LookupCallback): void {
  resolvePublic(host).then(
    (addresses) => {
      const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
      const usable = addresses.filter((entry) => wanted === 0 || entry.family === wanted);
      if (options.all) return callback(null, usable);
      const first = usable[0];
      if (!first)
        return callback(Object.assign(new Error(`no address for ${host}`), { code: 'ENOTFOUND' }), '');
      callback(null, first.address, first.family);
    },
    (error: NodeJS.ErrnoException) => callback(error, ''),
  );
}
