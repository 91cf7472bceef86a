import { describe, expect, it } from 'vitest';
import { hostKey, insideKind } from '../../backend/src/modules/news/feed-address';

describe('addresses a news feed may not reach', () => {
  it('names each address inside the network by its kind, IPv4 and IPv6', () => {
    const inside = {
      '127.0.0.1': 'loopback',
      '127.8.9.10': 'loopback',
      '::1': 'loopback',
      '10.0.0.1': 'private',
      '172.16.5.4': 'private',
      '192.168.1.1': 'private',
      '169.254.169.254': 'link-local', // the cloud metadata service
      'fe80::1': 'link-local',
      'fc00::1': 'unique-local',
      'fd00:ec2::254': 'unique-local', // the metadata service over IPv6
      '100.64.0.1': 'shared (CGNAT)',
      '100.100.100.200': 'shared (CGNAT)', // another cloud's metadata service
      '0.0.0.0': 'unspecified',
      '0.1.2.3': 'unspecified',
      '::': 'unspecified',
      '224.0.0.1': 'multicast',
      'ff02::1': 'multicast',
      '255.255.255.255': 'broadcast',
      '240.0.0.1': 'reserved',
      '2001:db8::1': 'reserved',
    };
    expect(Object.fromEntries(Object.keys(inside).map((address) => [address, insideKind(address)]))).toEqual(
      inside,
    );
  });

  it('judges IPv4 carried in IPv6 as that IPv4 address', () => {
    expect(insideKind('::ffff:127.0.0.1')).toBe('loopback');
    expect(insideKind('::ffff:7f00:1')).toBe('loopback');
    expect(insideKind('::ffff:169.254.169.254')).toBe('link-local');
    expect(insideKind('64:ff9b::10.0.0.1')).toBe('private'); // NAT64
    expect(insideKind('::7f00:1')).toBe('reserved'); // IPv4-compatible ::127.0.0.1, deprecated
    expect(insideKind('2002:7f00:1::')).toBe('reserved'); // 6to4
    expect(insideKind('::ffff:8.8.8.8')).toBeNull();
    expect(insideKind('64:ff9b::8.8.8.8')).toBeNull();
  });

  it('lets public addresses through', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '104.18.32.7', '2606:4700:4700::1111', '2a00:1450:4001::8a'])
      expect(insideKind(address), address).toBeNull();
  });

  it('compares hosts as addresses write them', () => {
    expect(hostKey('FEEDS.Internal')).toBe('feeds.internal');
    expect(hostKey('[::1]')).toBe('::1');
    expect(hostKey('0:0:0:0:0:0:0:1')).toBe('::1');
    expect(hostKey('::FFFF:127.0.0.1')).toBe('::ffff:7f00:1');
    expect(hostKey('127.0.0.1')).toBe('127.0.0.1');
  });
});
