import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { applicationKeys } from './application-keys.ts';

/** The application's reference lists (cached for the session; worded lists per language). */
export const useIndustryCategories = () =>
  useQuery({
    queryKey: applicationKeys.lookup('categories'),
    queryFn: async () => (await call('getIndustryListByLevel', { level: 1 })).industrys,
    staleTime: Infinity,
  });

/** The industries under a category, or (no category chosen, e.g. an application reopened) all of level 2. */
export const useIndustries = (parentId: number | undefined) =>
  useQuery({
    queryKey: applicationKeys.lookup('industries', parentId ?? -1),
    queryFn: async () =>
      parentId === undefined || parentId === null
        ? (await call('getIndustryListByLevel', { level: 2 })).industrys
        : (await call('getIndustryListByParent', { parent_id: parentId })).industrys,
    staleTime: Infinity,
  });

export const useCompanyTypes = (language: string) =>
  useQuery({
    queryKey: applicationKeys.lookup('company-types', language),
    queryFn: async () => (await call('arrayCompanyType', {})).datas,
    staleTime: Infinity,
  });

export const useCompanyRoles = (language: string) =>
  useQuery({
    queryKey: applicationKeys.lookup('company-roles', language),
    queryFn: async () => (await call('arrayCompanyRole', {})).datas,
    staleTime: Infinity,
  });

export const useRegions = (parentId: number | undefined) =>
  useQuery({
    queryKey: applicationKeys.lookup('regions', parentId ?? 0),
    queryFn: async () => (await call('getRegionListByParent', { parent_id: parentId! })).regions,
    enabled: !!parentId,
    staleTime: Infinity,
  });
