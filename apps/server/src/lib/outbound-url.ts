import { lookup } from 'node:dns/promises';
import { classifyAddress, isIpLiteral, type AddressClass } from '@lv/domain';

/** Resolves a host name to every address it has (injectable so tests need no DNS). */
export type ResolveHost = (hostname: string) => Promise<string[]>;

export const resolveWithDns: ResolveHost = async (hostname) => {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => a.address);
};

export type OutboundCheck =
  | { ok: true; addresses: string[] }
  | { ok: false; reason: 'not-https' | 'unresolvable' | Exclude<AddressClass, 'public'>; message: string };

const MESSAGES: Record<Exclude<AddressClass, 'public'> | 'unresolvable' | 'not-https', string> = {
  'not-https': 'Must be an https:// address',
  unresolvable: 'This address does not resolve: check the host name',
  loopback: 'This address points at this server (loopback), which is not allowed',
  private: 'This address points into a private network, which is not allowed',
  'link-local': 'This address is link-local, which is not allowed',
  metadata: 'This address is a cloud metadata service, which is not allowed',
  unspecified: 'This address is not a usable destination',
  reserved: 'This address is in a reserved range, which is not allowed',
  invalid: 'This address is not valid',
};

/**
 * The server-side request forgery check for an admin-set outbound URL: https, and every address
 * its host resolves to is public. Used on save (settings) and again before each delivery, since
 * DNS answers change. `allowPrivate` (ALLOW_PRIVATE_WEBHOOKS=1) skips the address check only.
 */
export async function checkOutboundUrl(url: string, opts: { allowPrivate: boolean; resolve: ResolveHost }): Promise<OutboundCheck> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, reason: 'invalid', message: MESSAGES.invalid };
  }
  if (parsed.protocol !== 'https:') return { ok: false, reason: 'not-https', message: MESSAGES['not-https'] };
  if (opts.allowPrivate) return { ok: true, addresses: [] };
  const host = parsed.hostname;
  let addresses: string[];
  if (isIpLiteral(host)) addresses = [host];
  else {
    try {
      addresses = await opts.resolve(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) return { ok: false, reason: 'unresolvable', message: MESSAGES.unresolvable };
  }
  for (const address of addresses) {
    const kind = classifyAddress(address);
    if (kind !== 'public') return { ok: false, reason: kind, message: MESSAGES[kind] };
  }
  return { ok: true, addresses };
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | Array<{ address: string; family: number }>, family?: number) => void;

/**
 * A `lookup` for http(s).request or an undici Agent's `connect` option that refuses non-public
 * answers at connect time, so a DNS answer that changes between the check and the request
 * (rebinding) still cannot reach a private address. Use it with `redirect: 'manual'`.
 */
export function publicOnlyLookup(opts: { allowPrivate: boolean; resolve?: ResolveHost }) {
  const resolve = opts.resolve ?? resolveWithDns;
  return (hostname: string, options: { all?: boolean } | number | undefined, callback: LookupCallback): void => {
    const wantsAll = typeof options === 'object' && options !== null && options.all === true;
    const familyOf = (address: string) => (address.includes(':') ? 6 : 4);
    resolve(hostname)
      .then((addresses) => {
        const allowed = opts.allowPrivate ? addresses : addresses.filter((a) => classifyAddress(a) === 'public');
        if (allowed.length === 0) {
          const err: NodeJS.ErrnoException = new Error(`${hostname} does not resolve to a public address`);
          err.code = 'ENOTPUBLIC';
          callback(err, '');
          return;
        }
        if (wantsAll) callback(null, allowed.map((address) => ({ address, family: familyOf(address) })));
        else callback(null, allowed[0]!, familyOf(allowed[0]!));
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), ''));
  };
}
