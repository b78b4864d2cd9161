/** The calls of the payouts area (see the registry in index.ts). */
export const payoutsCalls = {} as const;
