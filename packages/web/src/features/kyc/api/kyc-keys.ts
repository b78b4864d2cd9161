/** Query keys of personal verification: the signed-in person's own record, and the onboarding lookups. */
export const kycKeys = {
  all: ['kyc'] as const,
  person: () => [...kycKeys.all, 'person'] as const,
  status: () => [...kycKeys.all, 'status'] as const,
  countries: (language: string) => [...kycKeys.all, 'countries', language] as const,
  regions: (parentId: number) => [...kycKeys.all, 'regions', parentId] as const,
};
