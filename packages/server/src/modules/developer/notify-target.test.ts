import { describe, expect, it } from 'vitest';
import { isPrivateAddress, isPrivateUrl } from './notify-target.ts';

describe('notify targets', () => {
  it('tells private addresses from public ones', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:10.0.0.1']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '172.32.0.1', '203.0.113.9', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('sees localhost and private literals in URLs; leaves names to the delivery-time lookup', () => {
    expect(isPrivateUrl('http://localhost:3000/hook')).toBe(true);
    expect(isPrivateUrl('http://[::1]/hook')).toBe(true);
    expect(isPrivateUrl('https://192.168.0.4/hook')).toBe(true);
    expect(isPrivateUrl('https://shop.example.com/hook')).toBe(false);
    expect(isPrivateUrl('https://8.8.8.8/hook')).toBe(false);
  });
});
