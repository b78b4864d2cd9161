// Timing helpers of the benchmark: figures only, nothing passes or fails.

export interface Timing {
  median: number;
  p99: number;
  count: number;
}

/** Runs `run` `count` times one after another; median and p99 in ms. */
export async function timeCalls(count: number, run: () => Promise<void>): Promise<Timing> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    median: times[Math.floor(times.length / 2)]!,
    p99: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))]!,
    count,
  };
}

export const formatTiming = (timing: Timing) => `${timing.median.toFixed(1)} ms / ${timing.p99.toFixed(1)} ms`;

/**
 * Runs `run` once while sampling the process's resident memory every 10 ms; seconds taken and the peak growth in
 * MB over the resident size just before.
 */
export async function timeWithMemory(run: () => Promise<void>): Promise<{ seconds: number; peakGrowthMb: number }> {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const start = performance.now();
  try {
    await run();
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, process.memoryUsage().rss);
  return { seconds: (performance.now() - start) / 1000, peakGrowthMb: (peak - baseline) / 1024 / 1024 };
}

/**
 * The machine's own speed at the time of a run: the best of five runs of a fixed loop of integer arithmetic, in ms.
 * On a shared virtual machine this moves by a fifth or more from one hour to the next, and every figure with it;
 * printed so runs can be compared.
 */
export function machineSpeedMs(): number {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 5; round += 1) {
    const start = performance.now();
    let sum = 0;
    for (let index = 0; index < 100_000_000; index += 1) sum = (sum + (index % 7)) | 0;
    const elapsed = performance.now() - start;
    if (sum === -1) console.log(sum); // keeps the loop from being optimised away
    best = Math.min(best, elapsed);
  }
  return best;
}
