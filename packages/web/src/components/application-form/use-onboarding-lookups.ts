import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { onboardingLookupKeys } from '../../lib/query-keys.ts';

/**
 * The onboarding forms' reference lists (the merchant application's and the reseller's add-merchant form), cached
 * for the session; worded lists per language.
 */
export const useIndustryCategories = () =>
  useQuery({
    queryKey: onboardingLookupKeys.lookup('categories'),
    queryFn: async () => (await call('getIndustryListByLevel', { level: 1 })).industrys,
    staleTime: Infinity,
  });

/** The industries under a category, or (no category chosen, e.g. an application reopened) all of level 2. */
export const useIndustries = (parentId: number | undefined) =>
  useQuery({
    queryKey: onboardingLookupKeys.lookup('industries', parentId ?? -1),
    queryFn: async () =>
      parentId === undefined || parentId === null
        ? (await call('getIndustryListByLevel', { level: 2 })).industrys
        : (await call('getIndustryListByParent', { parent_id: parentId })).industrys,
    staleTime: Infinity,
  });

export const useCompanyTypes = (language: string) =>
  useQuery({
    queryKey: onboardingLookupKeys.lookup('company-types', language),
    queryFn: async () => (await call('arrayCompanyType', {})).datas,
    staleTime: Infinity,
  });

export const useCompanyRoles = (language: string) =>
  useQuery({
    queryKey: onboardingLookupKeys.lookup('company-roles', language),
    queryFn: async () => (await call('arrayCompanyRole', {})).datas,
    staleTime: Infinity,
  });

export const useRegions = (parentId: number | undefined) =>
  useQuery({
    queryKey: onboardingLookupKeys.lookup('regions', parentId ?? 0),
    queryFn: async () => (await call('getRegionListByParent', { parent_id: parentId! })).regions,
    enabled: !!parentId,
    staleTime: Infinity,
  });
