/**
 * The public customer pay page and the sandbox channels' wallet step (no session).
 */
export const gatewayCalls = {} as const;
