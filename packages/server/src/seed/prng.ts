/**
 * A small seeded pseudo-random generator (mulberry32) and the draws the demo history makes with it: the same seed
 * gives the same numbers on every machine and Node version, which Math.random cannot promise.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One of the items, with probability proportional to its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
}

/** A 32-bit seed from a string (FNV-1a), so a day's draws can be seeded by its date. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    weighted(items) {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let draw = next() * total;
      for (const [item, weight] of items) {
        draw -= weight;
        if (draw < 0) return item;
      }
      return items[items.length - 1]![0];
    },
  };
}
