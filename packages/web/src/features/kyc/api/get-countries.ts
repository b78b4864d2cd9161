import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { kycKeys } from './kyc-keys.ts';

/** The countries of onboarding (names in the interface language), cached for the session. */
export const useCountries = (language: string) =>
  useQuery({
    queryKey: kycKeys.countries(language),
    queryFn: async () => (await call('getCountryList', {})).countries,
    staleTime: Infinity,
  });
