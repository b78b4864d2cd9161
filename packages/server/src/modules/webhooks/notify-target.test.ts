import { describe, expect, it } from 'vitest';
import { isPrivateAddress, isPrivateUrl } from './notify-target.ts';

const PRIVATE = [
  // IPv4 special-purpose ranges
  '127.0.0.1',
  '10.1.2.3',
  '172.16.0.1',
  '172.31.255.255',
  '192.168.1.1',
  '169.254.169.254',
  '100.64.0.1',
  '0.0.0.0',
  '0.1.2.3',
  '192.0.0.1',
  '192.0.0.170',
  '198.18.0.1',
  '198.19.255.254',
  '192.0.2.1',
  '198.51.100.7',
  '203.0.113.9',
  '224.0.0.1',
  '239.255.255.250',
  '240.0.0.1',
  '255.255.255.255',
  // IPv6, and IPv4 hidden inside IPv6
  '::',
  '::1',
  'fd00::1',
  'fc00::1',
  'fe80::1',
  'fe80::1%eth0',
  'fec0::1',
  'ff02::1',
  '::ffff:10.0.0.1',
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '::7f00:1',
  '::127.0.0.1',
  '::ffff:0:7f00:1',
  '64:ff9b::7f00:1',
  '64:ff9b::8.8.8.8',
  '64:ff9b:1::1',
  '2002:7f00:1::1',
  '2002::1',
  '2001::1',
  '2001:db8::1',
  '100::1',
  '5f00::1',
  // not an address at all
  'not-an-ip',
  '',
];
const PUBLIC = [
  '8.8.8.8',
  '1.1.1.1',
  '172.32.0.1',
  '100.128.0.1',
  '198.20.0.1',
  '2606:4700::1111',
  '2a00:1450:4001::200e',
  '::ffff:8.8.8.8',
];

describe('notify targets', () => {
  it.each(PRIVATE)('refuses %s', (address) => expect(isPrivateAddress(address)).toBe(true));
  it.each(PUBLIC)('lets %s through', (address) => expect(isPrivateAddress(address)).toBe(false));

  it('sees localhost and private literals in URLs, in any spelling the URL parser accepts; leaves names to the delivery-time lookup', () => {
    for (const url of [
      'http://localhost:3000/hook',
      'http://[::1]/hook',
      'https://192.168.0.4/hook',
      'http://[::ffff:127.0.0.1]:8080/',
      'http://[::7f00:1]/',
      'http://[64:ff9b::127.0.0.1]/',
      'http://[2002:7f00:1::]/',
      'http://[fec0::1]/',
      'http://198.18.0.1/',
      'http://192.0.0.8/',
      'http://0x7f.1/',
      'http://2130706433/',
    ]) {
      expect(isPrivateUrl(url), url).toBe(true);
    }
    expect(isPrivateUrl('https://shop.example.com/hook')).toBe(false);
    expect(isPrivateUrl('https://8.8.8.8/hook')).toBe(false);
  });
});
