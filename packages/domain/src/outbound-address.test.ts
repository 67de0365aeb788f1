import { describe, expect, it } from 'vitest';
import {
  classifyAddress,
  isIpLiteral,
  isPublicAddress,
  parseIpv4,
  parseIpv6,
} from './outbound-address';

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['2130706433', 'loopback'],
    ['0x7f.1', 'loopback'],
    ['0177.0.0.1', 'loopback'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['169.254.169.254', 'metadata'],
    ['[::ffff:169.254.169.254]', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['169.254.1.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['0', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['ff02::1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['93.184.216.34', 'public'],
    ['8.8.8.8', 'public'],
    ['172.32.0.1', 'public'],
    ['172.15.255.255', 'public'],
    ['2606:4700:4700::1111', 'public'],
    ['::ffff:8.8.8.8', 'public'],
    ['example.com', 'invalid'],
    ['256.1.1.1', 'invalid'],
    ['1.2.3.4.5', 'invalid'],
    ['1:2:3:4:5:6:7:8:9', 'invalid'],
    ['1::2::3', 'invalid'],
    ['', 'invalid'],
  ])('%s is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
    expect(isPublicAddress(address)).toBe(expected === 'public');
  });
});

describe('parsers', () => {
  it('reads every inet_aton form of IPv4', () => {
    expect(parseIpv4('1.2.3.4')).toBe(0x01020304);
    expect(parseIpv4('1.2.772')).toBe(0x01020304);
    expect(parseIpv4('1.131844')).toBe(0x01020304);
    expect(parseIpv4('0x01020304')).toBe(0x01020304);
    expect(parseIpv4('4294967296')).toBeNull();
    expect(parseIpv4('1.2.3.08')).toBeNull();
  });

  it('expands IPv6', () => {
    expect(parseIpv6('2001:db8::1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
    expect(parseIpv6('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x0102, 0x0304]);
    expect(parseIpv6('1.2.3.4')).toBeNull();
  });

  it('tells IP literals from host names', () => {
    expect(isIpLiteral('127.1')).toBe(true);
    expect(isIpLiteral('[::1]')).toBe(true);
    expect(isIpLiteral('hooks.example.com')).toBe(false);
  });
});
