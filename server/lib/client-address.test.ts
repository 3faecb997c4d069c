import { describe, expect, it } from 'vitest';
import { configWarningsOf, loadEnv } from '../env';
import { sourceKeyOf, TRUST_PROXY_TRUE_WARNING } from './client-address';

const trustProxyOf = (value: string | undefined) => loadEnv({ TRUST_PROXY: value }).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told, and the named proxies when told', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('0')).toBe(false);
    expect(trustProxyOf('10.0.0.0/8, 127.0.0.1,::1,loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
  });

  it('reads true as the private ranges, with a warning, since trusting every entry lets clients forge addresses', () => {
    expect(trustProxyOf('true')).toEqual(['loopback', 'linklocal', 'uniquelocal']);
    expect(configWarningsOf({ TRUST_PROXY: 'true' })).toEqual([TRUST_PROXY_TRUE_WARNING]);
    expect(configWarningsOf({ TRUST_PROXY: '10.0.0.0/8' })).toEqual([]);
  });

  it('refuses a hop count and anything that is not an address or range', () => {
    expect(() => trustProxyOf('2')).toThrow(/TRUST_PROXY: must be false or the proxies' addresses.*not: 2/);
    expect(() => trustProxyOf('yes')).toThrow(/not: yes/);
    expect(() => trustProxyOf('10.0.0.0/99')).toThrow(/not: 10\.0\.0\.0\/99/);
  });
});

describe('sourceKeyOf', () => {
  it('keys an IPv4 client by its address, also when written as IPv4-mapped IPv6', () => {
    expect(sourceKeyOf('192.0.2.7')).toBe('192.0.2.7');
    expect(sourceKeyOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('keys an IPv6 client by its /64 network, however the address is written', () => {
    expect(sourceKeyOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(sourceKeyOf('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(sourceKeyOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });
});
