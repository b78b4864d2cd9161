import { describe, expect, it } from 'vitest';
import { createRandom, hashSeed } from './prng.ts';

describe('the seeded generator', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, createRandom(seed).next);
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    expect(hashSeed('2026-03-01')).not.toBe(hashSeed('2026-03-02'));
  });

  it('keeps draws in range and follows the weights', () => {
    const random = createRandom(7);
    const ints = Array.from({ length: 2_000 }, () => random.int(3, 6));
    expect(Math.min(...ints)).toBe(3);
    expect(Math.max(...ints)).toBe(6);
    const picks = Array.from({ length: 10_000 }, () =>
      random.weighted([
        ['a', 9],
        ['b', 1],
      ] as const),
    );
    const share = picks.filter((pick) => pick === 'a').length / picks.length;
    expect(share).toBeGreaterThan(0.87);
    expect(share).toBeLessThan(0.93);
  });
});
