import { describe, expect, it } from 'vitest';
import { resolveClientIp } from './client-ip.js';
import { ipMatcher, isIpOrCidr, isPublicIp, normalizeIp } from './ip.js';

const trusted = ipMatcher(['10.0.0.0/8', '127.0.0.1']);

describe('resolveClientIp', () => {
  it('uses the socket address when the peer is not trusted', () => {
    expect(resolveClientIp('203.0.113.5', '8.8.8.8', trusted)).toBe('203.0.113.5');
  });

  it('takes the first untrusted hop from the right', () => {
    expect(resolveClientIp('10.0.0.2', '1.1.1.1, 8.8.8.8, 10.0.0.9', trusted)).toBe('8.8.8.8');
  });

  it('unwraps IPv4-mapped IPv6 addresses', () => {
    expect(resolveClientIp('::ffff:10.0.0.2', '::ffff:8.8.8.8', trusted)).toBe('8.8.8.8');
  });

  it('stops at a hop that is not an address', () => {
    expect(resolveClientIp('10.0.0.2', '8.8.8.8, garbage, 10.0.0.3', trusted)).toBe('10.0.0.3');
  });

  it('answers the leftmost hop when every hop is trusted', () => {
    expect(resolveClientIp('127.0.0.1', '10.1.1.1, 10.2.2.2', trusted)).toBe('10.1.1.1');
  });
});

describe('ip helpers', () => {
  it('matches IPs and CIDR blocks of both families', () => {
    const match = ipMatcher(['192.0.2.0/24', '2001:db8::/32', '198.51.100.7']);
    expect(match('192.0.2.200')).toBe(true);
    expect(match('::ffff:192.0.2.1')).toBe(true);
    expect(match('2001:db8::1')).toBe(true);
    expect(match('198.51.100.7')).toBe(true);
    expect(match('198.51.100.8')).toBe(false);
    expect(match('not-an-ip')).toBe(false);
  });

  it('validates IPs and CIDRs', () => {
    expect(['1.2.3.4', '10.0.0.0/8', '::1', '2001:db8::/48'].every(isIpOrCidr)).toBe(true);
    expect(['1.2.3', '10.0.0.0/33', 'abc', '1.2.3.4/'].some(isIpOrCidr)).toBe(false);
  });

  it('knows private addresses have no public location', () => {
    expect(isPublicIp('8.8.8.8')).toBe(true);
    expect(['127.0.0.1', '10.1.1.1', '192.168.0.1', '::1', 'fe80::1'].some(isPublicIp)).toBe(false);
    expect(normalizeIp(' ::ffff:1.2.3.4 ')).toBe('1.2.3.4');
  });
});
