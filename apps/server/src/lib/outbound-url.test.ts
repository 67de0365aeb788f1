import { describe, expect, it } from 'vitest';
import { checkOutboundUrl, publicOnlyLookup, type ResolveHost } from './outbound-url';

const resolve: ResolveHost = async (host) => {
  const table: Record<string, string[]> = {
    'public.example.com': ['93.184.216.34', '2606:2800:220:1::1'],
    'mixed.example.com': ['10.0.0.1', '93.184.216.34'],
    'private.example.com': ['192.168.0.10'],
  };
  const answer = table[host];
  if (!answer) throw new Error('ENOTFOUND');
  return answer;
};

const lookupOnce = (host: string, opts: { all?: boolean }, allowPrivate = false) =>
  new Promise<{ err: Error | null; address: unknown }>((done) =>
    publicOnlyLookup({ allowPrivate, resolve })(host, opts, (err, address) => done({ err, address })),
  );

describe('checkOutboundUrl', () => {
  it.each([
    ['https://public.example.com/hook', true],
    ['https://mixed.example.com/hook', false],
    ['https://private.example.com/hook', false],
    ['https://[::ffff:169.254.169.254]/', false],
    ['https://8.8.8.8/', true],
    ['http://public.example.com/hook', false],
    ['not a url', false],
  ])('%s → %s', async (url, ok) => {
    expect((await checkOutboundUrl(url, { allowPrivate: false, resolve })).ok).toBe(ok);
  });

  it('skips only the address check when private addresses are allowed', async () => {
    expect((await checkOutboundUrl('https://private.example.com/', { allowPrivate: true, resolve })).ok).toBe(true);
    expect((await checkOutboundUrl('http://private.example.com/', { allowPrivate: true, resolve })).ok).toBe(false);
  });
});

describe('publicOnlyLookup (connect-time check)', () => {
  it('answers with public addresses only', async () => {
    expect(await lookupOnce('mixed.example.com', {})).toEqual({ err: null, address: '93.184.216.34' });
    expect((await lookupOnce('public.example.com', { all: true })).address).toEqual([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800:220:1::1', family: 6 },
    ]);
  });

  it('refuses a host with no public address', async () => {
    const { err } = await lookupOnce('private.example.com', {});
    expect(err).toMatchObject({ code: 'ENOTPUBLIC' });
    expect((await lookupOnce('private.example.com', {}, true)).err).toBeNull();
    expect((await lookupOnce('nowhere.example.com', {})).err).toBeInstanceOf(Error);
  });
});
