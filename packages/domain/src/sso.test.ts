import { describe, expect, it } from 'vitest';
import {
  SsoProviderInputSchema,
  domainBelongs,
  emailDomain,
  joinDomains,
  splitDomains,
  ssoDomainRefusal,
} from './sso';

describe('which organisation an email belongs to', () => {
  it.each([
    ['amina@acme.co.ke', ['acme.co.ke'], true],
    ['amina@ACME.co.ke', ['acme.co.ke'], true],
    ['amina@it.acme.co.ke', ['acme.co.ke'], true],
    ['amina@notacme.co.ke', ['acme.co.ke'], false],
    ['amina@acme.co.ke.evil.test', ['acme.co.ke'], false],
    ['amina@acme.com', ['acme.co.ke', 'acme.com'], true],
    ['amina', ['acme.co.ke'], false],
    ['a@b@acme.co.ke', ['acme.co.ke'], true],
    ['amina@acme.co.ke', [], false],
  ])('%s in %j → %s', (email, domains, expected) => {
    expect(domainBelongs(email, domains)).toBe(expected);
  });

  it('reads the domain after the last @', () => {
    expect(emailDomain('Jean.Paul@Banque.SN')).toBe('banque.sn');
    expect(emailDomain('nobody')).toBe('');
  });

  it('stores the list as the plugin reads it', () => {
    expect(splitDomains(joinDomains(['acme.co.ke', 'acme.com']))).toEqual([
      'acme.co.ke',
      'acme.com',
    ]);
    expect(splitDomains(' Acme.co.ke , ,acme.com')).toEqual(['acme.co.ke', 'acme.com']);
  });
});

describe('domains an organisation may claim', () => {
  it.each([
    ['acme.co.ke', null],
    ['banque-atlantique.sn', null],
    ['gmail.com', 'gmail.com is a public mail service: anyone can have an address there.'],
    ['yahoo.fr', 'yahoo.fr is a public mail service: anyone can have an address there.'],
    ['localhost', 'localhost is not an email domain (example: acme.co.ke).'],
    ['acme..com', 'acme..com is not an email domain (example: acme.co.ke).'],
    ['*.acme.com', '*.acme.com is not an email domain (example: acme.co.ke).'],
    ['acme.com/x', 'acme.com/x is not an email domain (example: acme.co.ke).'],
  ])('%s → %s', (domain, refusal) => {
    expect(ssoDomainRefusal(domain)).toBe(refusal);
  });

  it('takes an https issuer, a client and de-duplicated domains', () => {
    const parsed = SsoProviderInputSchema.parse({
      issuer: 'https://login.acme.co.ke',
      clientId: 'leadvillage',
      clientSecret: 's3cret',
      domains: ['ACME.co.ke', 'acme.co.ke', 'acme.com'],
    });
    expect(parsed.domains).toEqual(['acme.co.ke', 'acme.com']);
  });

  it.each([
    [{ issuer: 'http://login.acme.co.ke' }, 'The provider must be reached over https://.'],
    [
      { issuer: 'login.acme.co.ke' },
      'Enter the full address of the provider, starting with https://.',
    ],
    [{ domains: [] }, 'Enter at least one email domain.'],
    [
      { domains: ['gmail.com'] },
      'gmail.com is a public mail service: anyone can have an address there.',
    ],
    [{ clientId: '' }, 'Enter the client ID.'],
  ])('refuses %j', (change, message) => {
    const result = SsoProviderInputSchema.safeParse({
      issuer: 'https://login.acme.co.ke',
      clientId: 'leadvillage',
      domains: ['acme.co.ke'],
      ...change,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
