/** Query keys of two-step verification: the user's own status, and each merchant's requirement. */
export const twoFactorKeys = {
  all: ['twoFactor'] as const,
  status: () => [...twoFactorKeys.all, 'status'] as const,
  requirement: (merchantId: number) => [...twoFactorKeys.all, 'requirement', merchantId] as const,
};
