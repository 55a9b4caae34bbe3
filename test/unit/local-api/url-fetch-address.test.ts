// The file_url guard's address check (issue 18, point 14): an IPv6 spelling that carries a private
// IPv4 address is private too, whatever the prefix that carries it.
import { describe, expect, it } from 'vitest';
import { ipv6Bytes, isPrivateAddress } from '../../../src/local-api/url-fetch.js';

describe('isPrivateAddress', () => {
  it('refuses IPv6 spellings of loopback and private IPv4 addresses', () => {
    for (const address of [
      '::127.0.0.1',
      '::7f00:1',
      '[::127.0.0.1]',
      '64:ff9b::7f00:1',
      '64:ff9b::10.0.0.1',
      '::ffff:0:7f00:1',
      '::ffff:0:127.0.0.1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '0:0:0:0:0:ffff:a9fe:a9fe',
      '2002:7f00:1::',
      '2002:c0a8:101::1',
      '64:ff9b:1::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '::1',
      '::',
      'fe80::1%eth0',
      'fec0::1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it('lets public addresses through, in either family', () => {
    for (const address of [
      '93.184.216.34',
      '2606:2800:220:1:248:1893:25c8:1946',
      '64:ff9b::5db8:d822',
      '::ffff:8.8.8.8',
      '2002:5db8:d822::1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('reads any IPv6 spelling into its 16 bytes, and nothing else', () => {
    expect(Array.from(ipv6Bytes('::127.0.0.1') ?? [])).toEqual([...Array(12).fill(0), 127, 0, 0, 1]);
    expect(ipv6Bytes('1:2:3:4:5:6:7:8')?.[15]).toBe(8);
    for (const bad of ['1::2::3', '1:2:3:4:5:6:7:8:9', '12345::', '::999.0.0.1']) {
      expect(ipv6Bytes(bad), bad).toBeUndefined();
    }
    expect(isPrivateAddress('not an address')).toBe(true);
  });
});
