/**
 * Business info and fees (second document, Business).
 */
export const businessCalls = {} as const;
