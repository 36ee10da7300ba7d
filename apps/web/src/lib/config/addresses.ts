/**
 * IP addresses and ranges (CIDR) as TRUSTED_PROXIES lists them: parsed without node:net, so this module stays
 * usable wherever lib/config is (the web server's bundle, Next's server and proxy).
 */
export interface AddressRange {
  version: 4 | 6;
  /** The network's address as a number, host bits cleared. */
  network: bigint;
  prefix: number;
}

export interface ParsedAddress {
  version: 4 | 6;
  value: bigint;
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function ipv4Value(text: string): bigint | null {
  if (!IPV4.test(text)) return null;
  return text.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

function ipv6Value(text: string): bigint | null {
  if (!/^[0-9a-fA-F:.]+$/.test(text) || text.length > 45) return null;
  let head = text;
  let tail4: bigint | null = null;
  // An embedded IPv4 tail (`::ffff:192.0.2.1`) counts as the last two groups.
  const lastColon = text.lastIndexOf(':');
  if (text.slice(lastColon + 1).includes('.')) {
    tail4 = ipv4Value(text.slice(lastColon + 1));
    if (tail4 === null) return null;
    head = `${text.slice(0, lastColon + 1)}0:0`;
  }
  const halves = head.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const left = groups(halves[0]);
  const right = groups(halves[1]);
  const missing = 8 - left.length - right.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...left, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...right];
  let value = 0n;
  for (const group of all) {
    if (!/^[0-9a-fA-F]{1,4}$/.test(group)) return null;
    value = (value << 16n) | BigInt(parseInt(group, 16));
  }
  if (tail4 !== null) value = (value & ~0xffffffffn) | tail4;
  return value;
}

const MAPPED_V4 = 0xffff00000000n;

/**
 * An address as text; null when it is not one. An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, what a dual-stack
 * socket reports for an IPv4 peer) counts as its IPv4 address.
 */
export function parseAddress(text: string): ParsedAddress | null {
  const trimmed = text.trim();
  const v4 = ipv4Value(trimmed);
  if (v4 !== null) return { version: 4, value: v4 };
  const v6 = ipv6Value(trimmed.replace(/^\[(.*)\]$/, '$1'));
  if (v6 === null) return null;
  if (v6 >> 32n === MAPPED_V4 >> 32n) return { version: 4, value: v6 & 0xffffffffn };
  return { version: 6, value: v6 };
}

/** The address in its usual text form (IPv4 dotted, IPv6 as given by the mapping rule above); null if none. */
export function normalizeAddress(text: string): string | null {
  const parsed = parseAddress(text);
  if (!parsed) return null;
  if (parsed.version === 4) return [24n, 16n, 8n, 0n].map((shift) => String((parsed.value >> shift) & 0xffn)).join('.');
  return text
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .toLowerCase();
}

/** `192.0.2.1`, `10.0.0.0/8`, `::1`, `2001:db8::/32`; null when it is not one. */
export function parseAddressRange(text: string): AddressRange | null {
  const [address = '', prefixText, extra] = text.trim().split('/');
  if (extra !== undefined) return null;
  const parsed = parseAddress(address);
  if (!parsed) return null;
  const bits = parsed.version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (prefix > bits) return null;
  const mask = prefix === 0 ? 0n : ((1n << BigInt(prefix)) - 1n) << BigInt(bits - prefix);
  return { version: parsed.version, network: parsed.value & mask, prefix };
}

export function inAddressRanges(address: string, ranges: readonly AddressRange[]): boolean {
  const parsed = parseAddress(address);
  if (!parsed) return false;
  const bits = parsed.version === 4 ? 32 : 128;
  return ranges.some((range) => {
    if (range.version !== parsed.version) return false;
    const mask = range.prefix === 0 ? 0n : ((1n << BigInt(range.prefix)) - 1n) << BigInt(bits - range.prefix);
    return (parsed.value & mask) === range.network;
  });
}
