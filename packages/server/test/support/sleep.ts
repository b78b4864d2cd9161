/** Real waiting, for the expiry tests that run with shortened timings. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
