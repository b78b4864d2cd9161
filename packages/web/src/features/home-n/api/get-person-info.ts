import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** The landing page's keys (its own: features do not share each other's). */
export const homeNKeys = {
  all: ['home-n'] as const,
  person: () => [...homeNKeys.all, 'person'] as const,
  latestApplication: () => [...homeNKeys.all, 'latest-application'] as const,
};

/** The person's verification record (get_person_info): null when never submitted. */
export const personInfoOptions = () =>
  queryOptions({
    queryKey: homeNKeys.person(),
    queryFn: async () => (await call('get_person_info', {})).person,
  });

export const usePersonInfo = () => useQuery(personInfoOptions());
