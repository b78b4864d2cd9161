/** The calls of the reports area (see the registry in index.ts). */
export const reportsCalls = {} as const;
