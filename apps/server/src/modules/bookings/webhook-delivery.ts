import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

/*
 * Outbound webhook delivery with SSRF guards: https only, and every address the host resolves to
 * must be public (no loopback, private, link-local, metadata, CGNAT, multicast or reserved
 * range). The connection goes to the address that was checked (no second DNS answer can swap
 * it), and redirects are never followed. `allowPrivate` lifts both rules for tests and laptops.
 */

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** True when an IP address is one a webhook must never reach (IPv4-mapped IPv6 is checked as IPv4). */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped?.[1]) return isForbiddenAddress(mapped[1]);
    // ::ffff:0:0/96 written in hex form
    if (/^::ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}$/i.test(address)) return true;
    return blocked.check(address, 'ipv6');
  }
  return blocked.check(address, 'ipv4');
}

export type DeliveryResult = { ok: true; status: number } | { ok: false; error: string };

export interface DeliveryOptions {
  allowPrivate: boolean;
  timeoutMs?: number;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A DNS lookup that fails when any answer is a forbidden address. */
function guardedLookup(hostname: string, options: { all?: boolean }, callback: LookupCallback): void {
  dnsLookup(hostname, { all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const bad = addresses.find((a) => isForbiddenAddress(a.address));
    if (bad || addresses.length === 0) {
      const refused: NodeJS.ErrnoException = new Error(`refused: ${hostname} resolves to a non-public address`);
      refused.code = 'EADDRNOTPUBLIC';
      return callback(refused, []);
    }
    if (options.all) return callback(null, addresses);
    const first = addresses[0];
    return first ? callback(null, first.address, first.family) : callback(new Error('no address'), []);
  });
}

/** POSTs a JSON body to a webhook; any 2xx is success, anything else (redirects included) a failure. */
export function deliverWebhook(url: string, body: string, headers: Record<string, string>, opts: DeliveryOptions): Promise<DeliveryResult> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve({ ok: false, error: 'invalid webhook address' });
  }
  const isHttps = target.protocol === 'https:';
  if (!isHttps && !(opts.allowPrivate && target.protocol === 'http:')) {
    return Promise.resolve({ ok: false, error: 'webhook address must be https' });
  }
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (!opts.allowPrivate && isIP(host) && isForbiddenAddress(host)) {
    return Promise.resolve({ ok: false, error: 'refused: non-public address' });
  }
  const requester = isHttps ? https : http;
  return new Promise((resolve) => {
    const req = requester.request(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers },
        timeout: opts.timeoutMs ?? 10_000,
        ...(opts.allowPrivate ? {} : { lookup: guardedLookup }),
      },
      (res) => {
        res.resume();
        const status = res.statusCode ?? 0;
        res.on('end', () => {
          if (status >= 200 && status < 300) resolve({ ok: true, status });
          else if (status >= 300 && status < 400) resolve({ ok: false, error: `redirect refused (HTTP ${status})` });
          else resolve({ ok: false, error: `HTTP ${status}` });
        });
        res.on('error', (err) => resolve({ ok: false, error: err.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (err) => resolve({ ok: false, error: err.message }));
    req.end(body);
  });
}
