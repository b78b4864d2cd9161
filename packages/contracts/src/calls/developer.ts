/**
 * Developer keys and notifications: secret key, public key, notification settings and delivery log.
 */
export const developerCalls = {} as const;
