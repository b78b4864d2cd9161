import { describe, expect, it } from 'vitest';
import { channelOfMethod, methodOfChannel, PAY_METHOD_ORDER } from './pay-methods.ts';

describe('pay methods', () => {
  it('maps each choice to an in-store channel at a physical store and an online one elsewhere', () => {
    expect(PAY_METHOD_ORDER.map((method) => channelOfMethod(method, 1))).toEqual([1, 2, 5, 10]);
    expect(PAY_METHOD_ORDER.map((method) => channelOfMethod(method, 2))).toEqual([1, 3, 7, 10]);
    expect(PAY_METHOD_ORDER.map((method) => channelOfMethod(method, 3))).toEqual([1, 3, 7, 10]);
  });

  it('names the method of every channel it maps to, and none of the others', () => {
    for (const storeType of [1, 2]) {
      for (const method of PAY_METHOD_ORDER) expect(methodOfChannel(channelOfMethod(method, storeType))).toBe(method);
    }
    expect(methodOfChannel(9)).toBeNull();
    expect(methodOfChannel(null)).toBeNull();
  });
});
