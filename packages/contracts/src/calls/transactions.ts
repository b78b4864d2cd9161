/** The calls of the transactions area (see the registry in index.ts). */
export const transactionsCalls = {} as const;
